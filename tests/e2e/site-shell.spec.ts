import { expect, test, waitUntilLive } from './support/test';

test.describe('The site shell', () => {
  test('a visitor sees the header and footer on the home page', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'GALLERY' })).toHaveAttribute('href', '/gallery');
    await expect(header.getByRole('link', { name: 'Events & News' })).toHaveAttribute(
      'href',
      '/events',
    );
    // The About link is labelled with the association's abbreviation.
    await expect(header.getByRole('link', { name: 'About PSA' })).toHaveAttribute('href', '/about');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'News & Announcements' })).toHaveAttribute(
      'href',
      '/news',
    );
    await expect(footer.getByRole('link', { name: /facebook/i })).toBeVisible();
    await expect(footer.getByRole('link', { name: /linkedin/i })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: /info@psa-chapter\.org/ })).toHaveAttribute(
      'href',
      'mailto:info@psa-chapter.org',
    );
  });

  test('on a phone the menu opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'GALLERY' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Calendar & timetable' })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // Escape closes it too, and a link followed in the app closes it behind the new page.
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.goto('/events');
    await toggle.click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(menu).toBeHidden();
  });

  test('a student on a phone opens the menu and reaches the Q&A forum through Academics', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Home's header is built without React (its own small script): it works the same.
    for (const start of ['/', '/events']) {
      await page.goto(start);
      await waitUntilLive(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const academics = menu.getByRole('list', { name: 'Academics' });
      await expect(academics.getByRole('link')).toHaveText([
        'Academics hub',
        'Calendar & timetable',
        'Tutorials',
        'Past questions',
        'Q&A forum',
      ]);
      await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
      await academics.getByRole('link', { name: 'Q&A forum' }).click();
      await expect(page).toHaveURL('/academics/qna');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
    }
  });

  test('on a desktop a student reaches the Q&A forum through the Academics menu, by mouse or keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const start of ['/', '/gallery']) {
      await page.goto(start);
      await waitUntilLive(page);
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      const academics = nav.getByRole('list', { name: 'Academics' });
      await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
      await expect(academics).toBeHidden();
      await nav.getByText('Academics', { exact: true }).click();
      await academics.getByRole('link', { name: 'Q&A forum' }).click();
      await expect(page).toHaveURL('/academics/qna');
      await expect(academics).toBeHidden();
    }

    // By keyboard: Enter opens it, Escape closes it and gives focus back, Tab walks its links.
    await page.goto('/');
    await waitUntilLive(page);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const academics = nav.getByRole('list', { name: 'Academics' });
    const toggle = nav.getByText('Academics', { exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(academics).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(academics).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    for (let step = 0; step < 5; step++) await page.keyboard.press('Tab');
    await expect(academics.getByRole('link', { name: 'Q&A forum' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/academics/qna');
  });

  test('Home and the other pages share one header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const links = async (path: string) => {
      await page.goto(path);
      return page
        .getByRole('banner')
        .getByRole('link')
        .evaluateAll((all) =>
          all.map((link) => `${link.textContent} ${link.getAttribute('href')}`),
        );
    };
    expect(await links('/')).toEqual(await links('/about'));
  });

  test('an unknown address shows the not-found page with HTTP 404', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('moving to another page starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('the server sends security and caching headers', async ({ request }) => {
  const html = await request.get('/');
  expect(html.status()).toBe(200);
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['content-security-policy']).toContain("script-src 'self'");
  // Home's own script (it is not hydrated, ADR 0006).
  const script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
  // One address, several encodings: caches must keep them apart.
  expect(asset.headers().vary).toMatch(/accept-encoding/i);
});

test.describe('Pages arrive rendered', () => {
  test('a visitor without scripts still reads the home page and can follow its links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Physics Students' Association",
    );
    await expect(page.getByText('Where curious minds explore the universe')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'About PSA' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });

  test('the page comes alive in place: what was rendered is hydrated, not replaced', async ({
    page,
  }) => {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    // Every hydrated page needs React: hold it back until the server's markup has been marked.
    await page.route('**/assets/framework-*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/events', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Academic News & Events' });
    // Marked before any script ran: hydration keeps the element, a fresh render would replace it.
    await heading.evaluate((element) => element.setAttribute('data-from-server', ''));
    release();
    await expect
      .poll(() =>
        heading.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__react')),
        ),
      )
      .toBe(true);
    await expect(heading).toHaveAttribute('data-from-server', '');
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByText('Where curious minds explore the universe')).toBeVisible();
  });
});
