import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { adminEmail, adminPassword, signInAsAdmin } from './support/staff';
import { expect, test, waitUntilLive } from './support/test';

/** A tiny PDF: the server only checks the %PDF- header. */
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A short token that makes this run's records unique (tests share one database). */
const unique = () => Math.random().toString(36).slice(2, 8);

/** Signs the page's browser context in as the e2e admin, for creating fixtures through the API. */
async function staffApi(page: Page): Promise<{ request: APIRequestContext; origin: string }> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('baseURL is not set');
  const origin = new URL(baseURL).origin;
  const response = await page.request.post('/api/auth/login', {
    data: { email: adminEmail, password: adminPassword },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { request: page.request, origin };
}

async function createTutorial(page: Page, fields: Record<string, string>, pdf = false) {
  const { request, origin } = await staffApi(page);
  const response = await request.post('/api/tutorials', {
    headers: { origin },
    multipart: {
      ...fields,
      ...(pdf ? { pdf: { name: 'notes.pdf', mimeType: 'application/pdf', buffer: pdfBytes } } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string };
}

/** Leaves the staff session, so what follows is what any visitor sees. */
async function becomeStudent(page: Page) {
  await page.context().clearCookies();
}

test.describe('Academics', () => {
  // Long stories (staff, then a student) on a machine shared with other builds.
  test.beforeEach(() => test.slow());

  test('staff add a course with a past-question PDF, and a student finds it from the hub through its category page and downloads it', async ({
    page,
  }) => {
    const code = `QAT ${100 + Math.floor(Math.random() * 900)}`;
    const title = `Field Methods ${unique()}`;

    // Staff: Academics > Courses > Add Course, with a past question whose PDF they upload.
    await signInAsAdmin(page, '/admin/academics');
    await expect(page.getByRole('heading', { level: 1, name: 'Academics' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Add Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    await dialog.getByLabel('Course code').fill(code);
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Credits').fill('2');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Geophysics' }).click();
    await dialog.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: '200L' }).click();
    await dialog.getByLabel('Description').fill('Field work for geophysicists: surveys and logs.');
    await dialog.getByLabel(/Outline/).fill('Survey design\nField safety');

    // Saving with the paper half filled in says what is missing, by the field.
    await dialog.getByRole('button', { name: 'Add past question' }).click();
    const paper = dialog.getByRole('group', { name: 'Past question 1' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(paper.getByText('Title is required')).toBeVisible();
    await expect(
      paper.getByText('The file or link must be an http(s) URL or a /media path'),
    ).toBeVisible();

    await paper.getByLabel('Title').fill('First semester examination');
    await paper.getByLabel('Year').fill('2025');
    await paper.getByLabel(/Upload a PDF for/).setInputFiles({
      name: 'field-methods-2025.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes,
    });
    await expect(paper.getByText('Uploaded field-methods-2025.pdf')).toBeVisible();
    await expect(paper.getByLabel('PDF file or link', { exact: true })).toHaveValue(
      /^\/media\/d\/[0-9a-f]{64}\.pdf$/,
    );
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Created ${code}`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(code);
    await expect(
      page.getByRole('table', { name: 'Courses' }).getByRole('row', { name: new RegExp(title) }),
    ).toBeVisible();

    // A student: the hub, the Geophysics specialization, the course, its past question.
    await becomeStudent(page);
    await page.goto('/academics');
    await expect(page.getByRole('heading', { level: 1, name: 'Academics Hub' })).toBeVisible({
      timeout: 15_000,
    });
    await page
      .getByRole('region', { name: 'Physics Specializations' })
      .getByRole('link', { name: 'Geophysics' })
      .click();
    await expect(page).toHaveURL('/academics/category/geophysics', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Geophysics' })).toBeVisible({
      timeout: 15_000,
    });
    const level200 = page.getByRole('region', { name: /^200L/ });
    await level200.getByRole('link', { name: `${code}: ${title}` }).click();
    await expect(page).toHaveURL(`/academics/course/${encodeURIComponent(code)}`, {
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('list', { name: 'Course facts' })).toContainText('2 credits');
    await expect(page.getByText('Survey design')).toBeVisible();

    const papers = page.getByRole('region', { name: 'Past questions' });
    await expect(papers.getByRole('heading', { name: '2025' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await papers.getByRole('link', { name: /Download PDF.*First semester examination/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `${code.replace(' ', '-')}-2025-First-semester-examination.pdf`,
    );
    const saved = await fs.readFile(await download.path());
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-');

    // The same paper is in the past-question bank.
    await page.goto(
      `/academics/past-questions?course=${encodeURIComponent(code)}&category=all&level=all`,
    );
    await expect(page.getByText('1 paper', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'First semester examination' })).toBeVisible();
  });

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

  test('on a fresh install, a student opens the past-question bank, downloads a sample paper and receives a real PDF', async ({
    page,
  }) => {
    // The sample content: nothing created here, only what the first start seeded.
    await page.goto('/academics/past-questions');
    await expect(page.getByRole('heading', { level: 1, name: /Past Questions/i })).toBeVisible({
      timeout: 15_000,
    });
    // A first-year student's own papers are shown first: Pure Physics, 100L.
    const papers2024 = page.getByRole('region', { name: '2024' });
    const paper = papers2024
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'PHY 101', exact: true }) });
    await expect(paper.getByRole('heading', { name: 'First semester examination' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await paper.getByRole('link', { name: /Download PDF/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('PHY-101-2024-First-semester-examination.pdf');
    expect(new URL(download.url()).pathname).toMatch(/^\/media\/d\/[0-9a-f]{64}\.pdf$/);
    const saved = await fs.readFile(await download.path());
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(saved, { updateMetadata: false });
    expect(pdf.getTitle()).toBe(
      'PHY 101 General Physics I: Past questions: 2024/2025 first semester examination',
    );
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  });

  test('a student finds the Q&A forum from the hub and from the tutorials, and opens the hub’s news', async ({
    page,
  }) => {
    await page.goto('/academics');
    await page.getByRole('link', { name: 'Ask in the Q&A forum' }).click();
    await expect(page).toHaveURL('/academics/qna');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/academics/tutorials');
    await page.getByRole('link', { name: 'Ask in the Q&A forum' }).click();
    await expect(page).toHaveURL('/academics/qna');

    // Each news card on the hub opens its article.
    await page.goto('/academics');
    const news = page.getByRole('region', { name: 'Academic News' });
    const card = news.getByRole('article').first();
    const title = await card.getByRole('heading', { level: 3 }).innerText();
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/news\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // 'View All News' still goes to /events (spec), which leads on to the archive.
    await page.goBack();
    await expect(news.getByRole('link', { name: 'View All News' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  test('unknown courses, categories and tutorials answer 404 with the not-found page', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    for (const path of [
      '/academics/course/XYZ%20999',
      '/academics/category/chemistry',
      '/tutorials/nope',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    }
  });
});
