import { expect, test } from './support/test';

test.describe('Site search', () => {
  test('a visitor finds a past question by its course code in the header search, and opens it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');

    // The sample content has PHY 101's papers; the visitor types the code without its space.
    const search = page.getByRole('search', { name: 'Search the site' });
    await search.getByRole('searchbox', { name: 'Search the site' }).fill('phy101');
    await search.getByRole('searchbox').press('Enter');

    await expect(page).toHaveURL(/\/search\?q=phy101$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Results for “phy101”' }),
    ).toBeVisible();
    const papers = page.getByRole('region', { name: /^Past questions/ });
    await expect(papers.getByRole('heading', { level: 2 })).toContainText('Past questions');
    const result = papers.getByRole('link', { name: 'PHY 101: General Physics I' });
    await expect(result).toBeVisible();
    // The course itself is found too, in its own group.
    await expect(
      page
        .getByRole('region', { name: /^Courses/ })
        .getByRole('link', { name: 'PHY 101: General Physics I' }),
    ).toHaveAttribute('href', '/academics/course/PHY%20101');

    await result.click();
    await expect(page).toHaveURL(/\/academics\/past-questions\?.*course=PHY\+101/);
    await expect(page.getByRole('heading', { level: 1, name: /Past Questions/i })).toBeVisible();
    const paper = page
      .getByRole('region', { name: '2024' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'PHY 101', exact: true }) });
    await expect(paper.getByRole('heading', { name: 'First semester examination' })).toBeVisible();
    // Only that course's papers are listed.
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^PHY 102$/ }) }),
    ).toHaveCount(0);
  });

  test('on a phone, the search is in the menu, and a code with a space finds the same course', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/academics');
    await page.getByRole('button', { name: 'Menu' }).click();
    const search = page.getByRole('search', { name: 'Search the site' });
    await search.getByRole('searchbox', { name: 'Search the site' }).fill('PHY 101');
    await search.getByRole('button', { name: 'Search' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Results for “PHY 101”' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /^Past questions/ })
        .getByRole('link', { name: 'PHY 101: General Physics I' }),
    ).toBeVisible();
    // The page's own form holds the search, to change it.
    await expect(page.getByRole('searchbox', { name: /^Search news, events/ })).toHaveValue(
      'PHY 101',
    );
  });

  test('without JavaScript, the header search still answers with the results page', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search the site' });
    await search.getByRole('searchbox').fill('thermal physics');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=thermal\+physics$/);
    await expect(
      page
        .getByRole('region', { name: /^Courses/ })
        .getByRole('link', { name: 'PHY 207: Thermal Physics' }),
    ).toBeVisible();
    await context.close();
  });

  test('says when nothing is found, and reads query syntax as plain words', async ({ page }) => {
    for (const q of ['zzqx nothing', '"NEAR(* -phy', 'phy)) OR ((']) {
      const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
      expect(response?.status(), q).toBe(200);
    }
    await page.goto('/search?q=zzqx');
    await expect(page.getByRole('status')).toHaveText('No results for “zzqx”');
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search the site' })).toBeVisible();
    // Results pages are for visitors, not search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/search');
  });
});
