import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signInAsAdmin } from './support/staff';
import { expect, test } from './support/test';

/**
 * Every public page's HTML carries its content before any script runs: each story opens a page
 * with JavaScript switched off and finds what a reader came for.
 */

type Item = { _id: string; title?: string };

async function first<T extends Item>(request: APIRequestContext, path: string, key?: string) {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  const body = (await response.json()) as Record<string, T[]> | T[];
  const list = Array.isArray(body) ? body : (body[key ?? ''] ?? []);
  const item = list[0];
  if (!item) throw new Error(`${path} gave no items`);
  return item;
}

async function withoutJavaScript(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page;
}

test.describe('a reader without JavaScript', () => {
  test('reads Home: the hero, the announcements, the carousels as rows, the footer', async ({
    browser,
  }) => {
    const page = await withoutJavaScript(browser, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Physics Students' Association",
    );
    await expect(page.getByText('Where curious minds explore the universe')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'News from the department' })).toBeAttached();
    await expect(page.getByRole('region', { name: 'Programmes', exact: true })).toContainText(
      'B.Sc. Physics',
    );
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  });

  test('reads an article: title, author, date and body', async ({ browser, request }) => {
    const item = await first<Item & { name: string; summary: string }>(
      request,
      '/api/academic-news?limit=1',
      'news',
    );
    const page = await withoutJavaScript(browser, `/news/${item._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title!);
    await expect(page.getByText(`By ${item.name}`)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(item.summary);
    await expect(page).toHaveTitle(`${item.title} | PSA`);
  });

  test('reads an event: date, time, location and organizer', async ({ browser, request }) => {
    const event = await first<Item & { time: string; location: string; organizer: string }>(
      request,
      '/api/upcoming-events?limit=1&upcoming=true',
      'events',
    );
    const page = await withoutJavaScript(browser, `/events/${event._id}`);
    const details = page.getByRole('complementary', { name: 'Event details' });
    await expect(details).toContainText(event.time);
    await expect(details).toContainText(event.location);
    await expect(details).toContainText(event.organizer);
  });

  test('reads the news and events lists, and pages through the news', async ({ browser }) => {
    const page = await withoutJavaScript(browser, '/events');
    await expect(page.getByRole('heading', { name: 'Your Top Academic News' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);

    await page.goto('/news?category=research');
    const filter = page.getByRole('group', { name: 'Filter news by category' });
    await expect(filter.getByRole('link', { name: 'Research' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('opens the phone menu and follows its links', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await menu
      .getByRole('list', { name: 'Academics' })
      .getByRole('link', { name: 'Q&A forum' })
      .click();
    await expect(page).toHaveURL(/\/academics\/qna$/);
  });

  test('opens the Academics menu on a desktop and follows its links', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    for (const path of ['/', '/events']) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      await nav.getByText('Academics', { exact: true }).click();
      await nav
        .getByRole('list', { name: 'Academics' })
        .getByRole('link', { name: 'Q&A forum' })
        .click();
      await expect(page).toHaveURL(/\/academics\/qna$/);
    }
    await context.close();
  });

  test('sends the contact form, and is told what to fix first', async ({ browser }) => {
    const page = await withoutJavaScript(browser, '/contact');
    await page.getByLabel('Full name').fill('Ada Obi');
    await page.getByLabel('Email address').fill('ada@example.org');
    await page.getByLabel('Subject').fill('Joining the quiz team');
    // Spaces pass the browser's own check; the server's says what is wrong.
    await page.getByLabel('Message', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter your message')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Obi');

    await page.getByLabel('Message', { exact: true }).fill('Is there room for a 200L student?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('We will reply to ada@example.org');
  });

  test('applies for membership from About', async ({ browser }) => {
    const page = await withoutJavaScript(browser, '/about');
    await page.getByRole('link', { name: 'Become a Member' }).click();
    await expect(page).toHaveURL(/\/join$/);
    await page.getByLabel('Full name').fill('Chidi Okafor');
    await page.getByLabel('Email address').fill('chidi@example.org');
    await page.getByLabel('Level').selectOption('200L');
    await page.getByLabel('Programme').selectOption('geophysics');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('status')).toContainText('Application received');
  });
  test('sets, changes and forgets their category and level on the Academics Hub', async ({
    browser,
  }) => {
    test.slow(); // six pages, each posted or loaded in full
    const page = await withoutJavaScript(browser, '/academics');
    const mine = page.getByRole('region', { name: 'My category and level' });
    await expect(mine).toContainText('Set my category and level');
    await mine.getByText('Choose', { exact: true }).click();
    await mine.getByRole('combobox', { name: 'My category' }).selectOption({ label: 'Geophysics' });
    await mine.getByRole('combobox', { name: 'My level' }).selectOption({ label: '300L' });
    await mine.getByRole('button', { name: 'Remember' }).click();
    await expect(mine).toContainText('My category and level: Geophysics, 300L');
    const tutorials = page.getByRole('region', { name: 'Our Tutorials' });
    await expect(tutorials).toContainText('The newest for Geophysics, 300L.');
    await expect(
      page.getByRole('region', { name: 'Physics Specializations' }).getByText('Your category'),
    ).toBeVisible();

    await tutorials
      .getByRole('link', { name: 'Show the newest of every category and level' })
      .click();
    await expect(page).toHaveURL(/tutorials=all/);
    await expect(tutorials).toContainText('Video lessons and lecture notes');

    // The choice holds on the category pages, which change it the same way.
    await page.goto('/academics/category/pure-physics');
    await expect(mine).toContainText('My category and level: Geophysics, 300L');
    await mine.getByText('Change', { exact: true }).click();
    await mine
      .getByRole('combobox', { name: 'My category' })
      .selectOption({ label: 'Pure Physics' });
    await mine.getByRole('button', { name: 'Remember' }).click();
    await expect(mine).toContainText('My category and level: Pure Physics, 300L');
    await mine.getByRole('button', { name: 'Forget' }).click();
    await expect(mine).toContainText('Set my category and level');
    await page.context().close();
  });
});

test.describe('what search engines and link previews read', () => {
  test('an unknown page, article or event answers 404 with the not-found page', async ({
    request,
  }) => {
    for (const path of ['/no/such/page', '/news/nope', '/events/nope', '/testimonials/nobody']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });

  test('a trailing slash redirects to the page itself', async ({ request }) => {
    const response = await request.get('/news/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/news');
  });

  test('an article carries its canonical URL, Open Graph, Twitter card and NewsArticle', async ({
    request,
  }) => {
    const item = await first(request, '/api/academic-news?limit=1', 'news');
    const html = await (await request.get(`/news/${item._id}`)).text();
    expect(html).toMatch(/<link rel="canonical" href="http[^"]*\/news\/[^"]+"/);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
    expect(html).toContain('"@type":"NewsArticle"');
  });

  test('an event page is an Event, a course page a Course, the calendar its entries as Events', async ({
    request,
  }) => {
    const event = await first(request, '/api/upcoming-events?limit=1', 'events');
    expect(await (await request.get(`/events/${event._id}`)).text()).toContain('"@type":"Event"');
    expect(await (await request.get('/academics/course/PHY%20101')).text()).toContain(
      '"@type":"Course"',
    );
    // The page lists the current session's entries.
    const { session } = (await (await request.get('/api/academic-session')).json()) as {
      session: string;
    };
    const entries = (await (
      await request.get(`/api/events?session=${encodeURIComponent(session)}`)
    ).json()) as { event: string }[];
    const calendar = await (await request.get('/academics/calendar')).text();
    expect(calendar.match(/"@type":"Event"/g)).toHaveLength(entries.length);
    expect(calendar).toContain(`"name":${JSON.stringify(entries[0]!.event)}`);
  });

  test('Home says who the association is (Organization)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('"@type":"Organization"');
    // Home is complete HTML with a script of its own, no framework.
    expect(html).not.toContain('window.__reactRouterContext');
    expect(html).toMatch(/<script type="module" src="\/assets\/entry\.static-[^"]+\.js"/);
  });

  test('the sitemap lists the pages and items; robots.txt points to it and keeps out /admin', async ({
    request,
  }) => {
    const item = await first(request, '/api/academic-news?limit=1', 'news');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(new RegExp(`/news/${item._id}</loc><lastmod>\\d{4}-`));
    expect(xml).toContain('/academics/past-questions</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toMatch(/Sitemap: http\S+\/sitemap\.xml/);
  });

  test('the app manifest and icons are served', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      name: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe("Physics Students' Association");
    for (const path of [
      '/favicon.ico',
      '/apple-touch-icon.png',
      ...manifest.icons.map((i) => i.src),
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('admin pages are never indexed', async ({ page }) => {
    await signInAsAdmin(page, '/admin');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});

/** As React writes text and attributes: & < > " ' escaped, the dollar signs untouched. */
const asReactWritesIt = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The page's HTML as the server sends it, with the title in <title> and og:title as written. */
async function expectTitleInHead(request: APIRequestContext, path: string, title: string) {
  const html = await (await request.get(path)).text();
  expect(html).toContain(`<title>${asReactWritesIt(title)} | PSA</title>`);
  expect(html).toContain(`<meta property="og:title" content="${asReactWritesIt(title)}"/>`);
  return html;
}

// `$&`, `$'`, `` $` `` and `$$` are what String.replace would expand in a replacement string.
test.describe('titles that look like template patterns', () => {
  test('show literally in <title>, og:title and the page: a news title', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, '/admin');
    const title = "What is $v$'s direction? $& $' $` $$ </script>";
    const created = await page.request.post('/api/academic-news', {
      headers: { origin: new URL(test.info().project.use.baseURL!).origin },
      data: { name: 'E2E Desk', title, summary: 'Dollar signs.', date: '2026-01-02' },
    });
    expect(created.status()).toBe(201);
    const { _id } = (await created.json()) as Item;
    const html = await expectTitleInHead(request, `/news/${_id}`, title);
    // In the JSON-LD the title cannot close its <script> element.
    expect(html).toContain(
      JSON.stringify(title)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/&/g, '\\u0026'),
    );
    await page.goto(`/news/${_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | PSA`);
  });

  test('show literally in <title>, og:title and the page: a Q&A question', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, '/admin');
    // `\$` keeps a dollar sign out of the maths, so the heading shows every pattern as text too.
    const question = "Why do \\$& and \\$' and \\$` and \\$\\$ stay? </title>";
    const created = await page.request.post('/api/qna', {
      headers: { origin: new URL(test.info().project.use.baseURL!).origin },
      data: { question, author: 'E2E Asker', category: 'pure-physics', level: '100L' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await expectTitleInHead(request, `/academics/qna/${id}`, question);
    await page.goto(`/academics/qna/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Why do $& and $' and $` and $$ stay? </title>",
    );
    await expect(page).toHaveTitle(`${question} | PSA`);
  });
});
