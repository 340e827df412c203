import { becomeStudent, createTutorial, staffApi, unique } from './support/academics';
import { expect, test, waitUntilLive } from './support/test';

test.describe('Academics: tutorials and learning resources', () => {
  // Long stories (staff, then a student) on a machine shared with other builds.
  test.beforeEach(() => test.slow());

  test('a student filters the tutorials by category and level, remembers their own, and searches', async ({
    page,
  }) => {
    const token = unique();
    await createTutorial(page, {
      type: 'video',
      title: `Gravity anomalies ${token}`,
      description: 'Bouguer and free-air anomalies explained.',
      category: 'geophysics',
      level: '300L',
      lecturer: 'Dr. Oyelaran',
      videoUrl: 'https://www.youtube.com/watch?v=abc123XYZ_0',
      keywords: `gravity, ${token}`,
      uploadDate: '2020-01-02',
    });
    await createTutorial(page, {
      type: 'video',
      title: `Vectors refresher ${token}`,
      description: 'Dot and cross products.',
      category: 'pure-physics',
      level: '100L',
      lecturer: 'Dr. Eze',
      videoUrl: 'https://vimeo.com/76979871',
      uploadDate: '2020-01-01',
    });
    await becomeStudent(page);

    await page.goto('/academics/tutorials');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tutorials & Workshops' }),
    ).toBeVisible({ timeout: 15_000 });
    const list = page.getByRole('region', { name: 'Tutorials' });
    await expect(list.getByRole('heading', { name: `Gravity anomalies ${token}` })).toBeVisible();
    await expect(list.getByRole('heading', { name: `Vectors refresher ${token}` })).toBeVisible();

    // Category and level narrow the list through the API, and the URL keeps the choice.
    await waitUntilLive(page);
    await page
      .getByRole('combobox', { name: 'Category', exact: true })
      .selectOption({ label: 'Geophysics' });
    await page
      .getByRole('combobox', { name: 'Level', exact: true })
      .selectOption({ label: '300L' });
    await expect(page).toHaveURL(/category=geophysics/, { timeout: 15_000 });
    await expect(page).toHaveURL(/level=300L/, { timeout: 15_000 });
    await expect(list.getByRole('heading', { name: `Gravity anomalies ${token}` })).toBeVisible();
    await expect(list.getByRole('heading', { name: `Vectors refresher ${token}` })).toBeHidden();
    await expect(list.getByText('Pure Physics', { exact: true })).toHaveCount(0);

    // 'My category and level' makes it the default on a fresh visit.
    const mine = page.getByRole('region', { name: 'My category and level' });
    await mine.getByText('Choose', { exact: true }).click();
    // The form opens on what the page shows.
    await expect(mine.getByRole('combobox', { name: 'My category' })).toHaveValue('geophysics');
    await expect(mine.getByRole('combobox', { name: 'My level' })).toHaveValue('300L');
    await mine.getByRole('combobox', { name: 'My level' }).selectOption({ label: '300L' });
    await mine.getByRole('button', { name: 'Remember' }).click();
    // The page comes again from the server, with the choice and the filters it had.
    await expect(mine).toContainText('My category and level: Geophysics, 300L');
    await expect(page).toHaveURL(/category=geophysics/);
    // A cookie, so the server renders the next visit with it: for a year, on every page.
    const cookie = (await page.context().cookies()).find(
      ({ name }) => name === 'my-category-level',
    );
    expect(cookie).toMatchObject({ value: 'geophysics.300L', path: '/', sameSite: 'Lax' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);
    await page.goto('/academics/tutorials');
    await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(
      'geophysics',
    );
    await expect(list.getByRole('heading', { name: `Gravity anomalies ${token}` })).toBeVisible();
    await expect(list.getByRole('heading', { name: `Vectors refresher ${token}` })).toBeHidden();

    // 'All' beats the remembered choice; the search finds title, keywords and lecturer.
    await waitUntilLive(page);
    await page
      .getByRole('combobox', { name: 'Category', exact: true })
      .selectOption({ label: 'All categories' });
    await page
      .getByRole('combobox', { name: 'Level', exact: true })
      .selectOption({ label: 'All levels' });
    await page.getByRole('searchbox', { name: 'Search tutorials' }).fill(`${token} eze`);
    await expect(page.getByText('1 tutorial', { exact: true })).toBeVisible();
    await expect(list.getByRole('heading', { name: `Vectors refresher ${token}` })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search tutorials' }).fill(token);
    await expect(page.getByText('2 tutorials', { exact: true })).toBeVisible();
  });

  test('a student searches the learning resources and opens or downloads one', async ({ page }) => {
    const token = unique();
    const { request, origin } = await staffApi(page);
    for (const data of [
      {
        title: `Magnetometer field guide ${token}`,
        description: 'Diurnal corrections and base stations.',
        type: 'pdf',
        category: 'geophysics',
        url: 'https://example.org/files/magnetometer.pdf',
        downloadable: true,
        keywords: ['magnetics'],
      },
      {
        title: `Wave simulator ${token}`,
        description: 'Superpose two waves and watch the beats.',
        type: 'simulation',
        category: 'pure-physics',
        url: 'https://example.org/simulations/waves',
        keywords: ['interference', `beats-${token}`],
      },
    ]) {
      const response = await request.post('/api/resources', { headers: { origin }, data });
      expect(response.status(), await response.text()).toBe(201);
    }
    await becomeStudent(page);

    await page.goto('/academics/learning-resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Resources' })).toBeVisible({
      timeout: 15_000,
    });
    const search = page.getByRole('searchbox', { name: 'Search resources' });
    const results = page.getByRole('region', { name: 'Resources', exact: true });
    await waitUntilLive(page);

    // By title, by keyword, by a word of the description.
    await search.fill(token);
    await expect(page.getByText('2 resources', { exact: true })).toBeVisible();
    await search.fill(`beats-${token}`);
    await expect(page.getByText('1 resource', { exact: true })).toBeVisible();
    const simulator = results.getByRole('article').filter({ hasText: `Wave simulator ${token}` });
    await expect(simulator.getByRole('link', { name: /Open/ })).toHaveAttribute(
      'href',
      'https://example.org/simulations/waves',
    );
    await expect(simulator.getByRole('link', { name: /Open/ })).toHaveAttribute('target', '_blank');
    await search.fill(`${token} diurnal`);
    await expect(page.getByText('1 resource', { exact: true })).toBeVisible();
    await expect(results.getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      'https://example.org/files/magnetometer.pdf',
    );

    // The type filter narrows the search further.
    await search.fill(token);
    await page
      .getByRole('combobox', { name: 'Type', exact: true })
      .selectOption({ label: 'Simulation' });
    await expect(page.getByText('1 resource', { exact: true })).toBeVisible();
    await expect(results.getByRole('heading', { name: `Wave simulator ${token}` })).toBeVisible();
    await search.fill(`${token} diurnal`);
    await expect(page.getByText('No resources match')).toBeVisible();
  });

  test('the hub shows a video tutorial and a notes tutorial in their own variants', async ({
    page,
  }) => {
    const token = unique();
    const video = await createTutorial(page, {
      type: 'video',
      title: `Orbital mechanics ${token}`,
      description: "Kepler's laws from Newton's gravitation.",
      category: 'pure-physics',
      level: '200L',
      lecturer: 'Dr. Adeyemi',
      duration: '18:45',
      videoUrl: 'https://www.youtube.com/watch?v=abc123XYZ_0',
      uploadDate: '2099-12-31',
    });
    await createTutorial(
      page,
      {
        type: 'notes',
        title: `Thermodynamics notes ${token}`,
        description: 'The four laws with worked problems.',
        category: 'pure-physics',
        level: '200L',
        lecturer: 'Dr. Bakare',
        uploadDate: '2099-12-30',
      },
      true,
    );
    await becomeStudent(page);

    await page.goto('/academics');
    const tutorials = page.getByRole('region', { name: 'Our Tutorials' });
    await expect(tutorials.getByRole('article')).toHaveCount(4);

    const videoCard = tutorials
      .getByRole('article')
      .filter({ hasText: `Orbital mechanics ${token}` });
    await expect(videoCard).toContainText('18:45');
    await expect(videoCard).toContainText('200L');
    await expect(videoCard).toContainText('Dr. Adeyemi');
    await expect(videoCard).toContainText('0 views');
    await expect(videoCard).toContainText("Kepler's laws");
    await expect(videoCard.getByRole('link', { name: /Download Notes/ })).toHaveCount(0);

    const notesCard = tutorials
      .getByRole('article')
      .filter({ hasText: `Thermodynamics notes ${token}` });
    await expect(notesCard.getByText('PDF', { exact: true })).toBeVisible();
    await expect(notesCard.getByRole('link', { name: /Watch Tutorial/ })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await notesCard.getByRole('link', { name: /Download Notes/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Thermodynamics-notes-${token}.pdf`);

    // Watching: the privacy-enhanced player, and the visit counted once.
    await videoCard.getByRole('link', { name: /Watch Tutorial/ }).click();
    await expect(page).toHaveURL(`/tutorials/${video._id}`, { timeout: 15_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: `Orbital mechanics ${token}` }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTitle(`Video: Orbital mechanics ${token}`)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123XYZ_0?rel=0',
    );
    const about = page.getByRole('complementary', { name: 'About this tutorial' });
    await expect(about).toContainText('1 view');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: `Orbital mechanics ${token}` }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(about).toContainText('1 view');
  });
});
