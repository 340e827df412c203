import type { APIRequestContext, Page } from '@playwright/test';
import type { NewsItem } from '../../contract/news';
import type { UpcomingEvent } from '../../contract/upcoming-events';
import { signInAsAdmin } from './support/staff';
import { expect, test, waitUntilLive } from './support/test';

/** A unique suffix, so stories running side by side never see each other's data. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Mutating API calls must say they come from the site itself, as the browser's own would. */
function sameOrigin(): Record<string, string> {
  const { baseURL } = test.info().project.use;
  return { origin: new URL(baseURL!).origin };
}

async function createNews(
  request: APIRequestContext,
  fields: Partial<NewsItem>,
): Promise<NewsItem> {
  const response = await request.post('/api/academic-news', {
    headers: sameOrigin(),
    data: { name: 'E2E Desk', summary: 'Made by a test.', date: '2026-01-01', ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as NewsItem;
}

async function createEvent(
  request: APIRequestContext,
  fields: Partial<UpcomingEvent>,
): Promise<UpcomingEvent> {
  const response = await request.post('/api/upcoming-events', {
    headers: sameOrigin(),
    data: {
      date: '2031-05-20',
      time: '10:00 AM - 12:00 PM',
      location: 'Physics Lecture Theatre',
      organizer: 'E2E Committee',
      description: 'An event made by a test.',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UpcomingEvent;
}

/** A real PNG drawn by the browser: a gradient with a circle, 640x360. */
async function pngFile(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 640, 360);
    gradient.addColorStop(0, '#3b1d8f');
    gradient.addColorStop(1, '#22d3ee');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 360);
    context.fillStyle = '#fbbf24';
    context.beginPath();
    context.arc(320, 180, 90, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return {
    name: 'lab.png',
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
  };
}

test.describe('News and events', () => {
  test('Staff publish a news item and students see it on /events and read it at /news/{id}', async ({
    page,
  }) => {
    // A long story (publish, read, edit): more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const title = `Optics lab reopens ${unique()}`;
    await signInAsAdmin(page, '/admin/events');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Admin Events & News Management' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Academic News', selected: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add News' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New News' });
    await dialog.getByLabel('Author name').fill('Dr. Amaka Eze');
    await dialog.getByLabel('Title').fill(title);
    // The far future keeps it the newest item whatever else the run creates.
    await dialog.getByLabel('Date').fill('2035-03-14');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Research' }).click();

    // A missing summary keeps the dialog open with the message next to the field.
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Summary is required')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Summary').fill('The optics lab is open again after its refit.');
    await dialog
      .getByLabel('Article body')
      .fill('New lasers arrived.\n\nBook a bench at the office.');
    await dialog.getByLabel(/^Image/).setInputFiles(await pngFile(page));
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await expect(dialog.getByText(/^Compressed: /)).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Created “${title}”`)).toBeVisible();

    // It goes to the front of the admin list.
    const adminList = page.getByRole('region', { name: 'Academic News' }).getByRole('listitem');
    await expect(adminList.first().getByRole('heading', { name: title })).toBeVisible();

    // Students see it first on /events, with its image, and read it in full.
    await page.goto('/events');
    await waitUntilLive(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Academic News & Events' }),
    ).toBeVisible();
    const firstCard = page
      .getByRole('region', { name: 'Your Top Academic News' })
      .getByRole('article')
      .first();
    await expect(firstCard.getByRole('heading', { name: title })).toBeVisible();
    await expect(firstCard.getByText('Dr. Amaka Eze')).toBeVisible();
    await expect(firstCard.getByText('March 14, 2035')).toBeVisible();
    const image = firstCard.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await firstCard.getByRole('link', { name: /Read More/ }).click();

    await expect(page).toHaveURL(/\/news\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('By Dr. Amaka Eze')).toBeVisible();
    await expect(page.getByText('Book a bench at the office.')).toBeVisible();
    const articlePath = new URL(page.url()).pathname;

    // The server knows the article: HTTP 200 with its Open Graph tags.
    const html = await (await page.request.get(articlePath)).text();
    expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/media\/i\//);

    // Staff edit it; the article shows the new title.
    await page.goto('/admin/events');
    await page.getByRole('button', { name: `Edit “${title}”` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit News' });
    await expect(edit.getByLabel('Date')).toHaveValue('2035-03-14');
    await edit.getByLabel('Title').fill(`${title} (updated)`);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toBeHidden();
    await page.goto(articlePath);
    await expect(page.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible();
  });

  test('A visitor filters the top news by category, on the page', async ({ page }) => {
    const tag = unique();
    await signInAsAdmin(page);
    // Newer than every sample item (the newest is 2026-11-18), so they are among the cards shown,
    // but older than the items other stories need at the very top while they run alongside: the
    // item staff publish above (2035) and Home's newest announcement (2026-11-21).
    await createNews(page.request, {
      title: `Research note ${tag}`,
      category: 'research',
      date: '2026-11-20',
    });
    await createNews(page.request, {
      title: `Timetable note ${tag}`,
      category: 'academic',
      date: '2026-11-19',
    });
    await page.goto('/events');
    await waitUntilLive(page);
    const section = page.getByRole('region', { name: 'Your Top Academic News' });
    await expect(section.getByRole('heading', { name: `Research note ${tag}` })).toBeVisible();
    await expect(section.getByRole('heading', { name: `Timetable note ${tag}` })).toBeVisible();

    await waitUntilLive(page);
    await section.getByRole('button', { name: 'Research' }).click();
    await expect(section.getByRole('button', { name: 'Research' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(section.getByRole('heading', { name: `Research note ${tag}` })).toBeVisible();
    await expect(section.getByRole('heading', { name: `Timetable note ${tag}` })).toBeHidden();
    // Every card shown is a research item.
    for (const badge of await section
      .getByRole('article')
      .getByText(/^(Academic|Faculty|General|Student Life)$/)
      .all())
      await expect(badge).toBeHidden();

    await section.getByRole('button', { name: 'All' }).click();
    await expect(section.getByRole('heading', { name: `Timetable note ${tag}` })).toBeVisible();
  });

  test('A reader goes from /events to the news archive', async ({ page }) => {
    await page.goto('/events');
    const topNews = page.getByRole('region', { name: 'Your Top Academic News' });
    await topNews.getByRole('link', { name: 'All news & announcements' }).click();
    await expect(page).toHaveURL('/news');
    await expect(
      page.getByRole('heading', { level: 1, name: 'News & Announcements' }),
    ).toBeVisible();
  });

  test('An unknown article id shows the not-found page with HTTP 404', async ({
    page,
    consoleGuard,
  }) => {
    // The page and the API call for the missing article are both answered 404, as they should be.
    consoleGuard.allow(/status of 404/);
    const article = await page.goto('/news/no-such-article');
    expect(article?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Return to Home/ })).toHaveAttribute('href', '/');

    const event = await page.goto('/events/no-such-event');
    expect(event?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });

  test('Staff delete an event after confirming', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    const title = `Star party ${unique()}`;
    await signInAsAdmin(page);
    const event = await createEvent(page.request, {
      title,
      registrationLink: 'https://forms.example.org/star-party',
    });

    await page.goto('/admin/events?tab=events');
    const list = page.getByRole('region', { name: 'Upcoming Events' });
    const row = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row.getByRole('link', { name: 'Register for this event →' })).toHaveAttribute(
      'href',
      'https://forms.example.org/star-party',
    );

    // Cancel keeps it.
    await row.getByRole('button', { name: `Delete “${title}”` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this event?',
    });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    // Delete removes it, here and on the site.
    await row.getByRole('button', { name: `Delete “${title}”` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(list.getByRole('heading', { name: title })).toHaveCount(0);
    expect((await page.request.get(`/events/${event._id}`)).status()).toBe(404);
  });

  test('Staff add an event with a registration link; visitors register or add it to their calendar', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const title = `Career fair ${unique()}`;
    await signInAsAdmin(page, '/admin/events');
    await page.getByRole('tab', { name: 'Upcoming Events' }).click();
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Event' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Date').fill('2031-02-03');
    await dialog.getByLabel('Time').fill('9:00 AM - 4:00 PM');
    await dialog.getByLabel('Location').fill('University Multipurpose Hall');
    await dialog.getByLabel('Organizer').fill('PSA Careers Desk');
    await dialog.getByLabel('Description').fill('Meet employers who hire physicists.');
    await dialog.getByLabel(/Registration link/).fill('forms.example.org/fair');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Registration link must be an http(s) URL')).toBeVisible();
    await dialog.getByLabel(/Registration link/).fill('https://forms.example.org/fair');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    const list = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem');
    await expect(list.first().getByRole('heading', { name: title })).toBeVisible();

    await page.goto('/events');
    await waitUntilLive(page);
    const card = page
      .getByRole('region', { name: 'Upcoming Events' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) });
    const register = card.getByRole('link', { name: /Register Now/ });
    await expect(register).toHaveAttribute('href', 'https://forms.example.org/fair');
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute('rel', 'noopener noreferrer');

    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^career-fair-[\w-]+\.ics$/);
    const ics = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    // Local times in the association's zone (the e2e server's default), never floating.
    expect(ics).toContain('DTSTART;TZID=Africa/Lagos:20310203T090000');
    expect(ics).toContain('DTEND;TZID=Africa/Lagos:20310203T160000');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${title}`);
  });

  test('When the server cannot be reached, Refresh News says so, and Try Again recovers', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 503/);
    await page.goto('/events');
    await waitUntilLive(page);
    const section = page.getByRole('region', { name: 'Your Top Academic News' });
    await expect(section.getByRole('article').first()).toBeVisible();

    // The page's data travels as /events.data: make the next requests for it fail.
    let failing = true;
    await page.route(/\/events\.data/, (route) =>
      failing ? route.fulfill({ status: 503, body: 'Service unavailable' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Refresh News' }).click();
    await expect(
      section.getByText('Error loading academic news: Failed to fetch academic news'),
    ).toBeVisible();
    // The events stay as they were.
    await expect(
      page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article').first(),
    ).toBeVisible();

    failing = false;
    await section.getByRole('button', { name: 'Try Again' }).click();
    await expect(section.getByRole('article').first()).toBeVisible();
    await expect(section.getByText(/Error loading academic news/)).toBeHidden();
  });

  test('News readers find every item on /news, a page at a time, and the RSS feed', async ({
    page,
  }) => {
    await page.goto('/news');
    await waitUntilLive(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'News & Announcements' }),
    ).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('link', { name: 'Research', exact: true }).click();
    await expect(page).toHaveURL('/news?category=research');
    await expect(
      page.getByRole('article').first().getByText('Research', { exact: true }),
    ).toBeVisible();

    const head = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(head).toHaveAttribute('href', '/rss.xml');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'News RSS feed' }),
    ).toBeVisible();
    const feed = await page.request.get('/rss.xml');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(await feed.text()).toContain('<rss version="2.0"');
  });
});
