import fs from 'node:fs';
import type { Browser } from '@playwright/test';
import { signInAsAdmin } from './support/staff';
import { expect, test } from './support/test';

/** A unique suffix, so stories running side by side never see each other's data. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** How far ahead the story schedules the article: the server's clock is then moved on to it. */
const AHEAD_MS = 10 * 60_000;

/**
 * Moves the e2e server's clock on by `ms` (playwright.config.ts: CLOCK_OFFSET_FILE, read by
 * api/auth/clock.ts). Only this project runs then, and nothing after it: time never goes back.
 */
function moveServerClockOn(ms: number): void {
  const file = process.env.E2E_CLOCK_OFFSET_FILE;
  if (!file) throw new Error('E2E_CLOCK_OFFSET_FILE is not set (playwright.config.ts sets it)');
  fs.writeFileSync(file, String(ms));
}

/** The article's body: Markdown with maths, as an officer writes it. */
const body = [
  '## The programme',
  '',
  'Bring *warm clothes* and a **torch**:',
  '',
  '- a tour of the detector',
  '- counting muons until dawn',
  '',
  'We expect a rate of $R = N/t$ near one per minute.',
].join('\n');

/** A visitor: a browser of their own, without the officer's session cookie. */
async function visitor(browser: Browser) {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe('drafts, preview and scheduling (issue 20)', () => {
  test('an officer drafts an article in Markdown with maths, previews it, schedules it, and a visitor sees it appear at its time', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const title = `Neutrino night ${unique()}`;
    await signInAsAdmin(page, '/admin/events');

    // Drafted: not public.
    await page.getByRole('button', { name: 'Add News' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New News' });
    await dialog.getByLabel('Author name').fill('Dr. Amaka Eze');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Date').fill('2036-01-02');
    await dialog.getByLabel('Summary').fill('Detectors, coffee and a night of counting.');
    await dialog.getByLabel('Article body').fill(body);
    // The editor's live preview is the public page's rendering.
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    const livePreview = dialog.getByRole('tabpanel', { name: 'Preview' });
    await expect(
      livePreview.getByRole('heading', { level: 2, name: 'The programme' }),
    ).toBeVisible();
    await expect(livePreview.locator('[data-math="inline"] .katex')).toBeVisible();
    await dialog.getByRole('tab', { name: 'Write' }).click();
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    const row = page
      .getByRole('region', { name: 'Academic News' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    // Previewed: the public page, for staff only, under a banner.
    const preview = row.getByRole('link', { name: `Preview “${title}”` });
    const href = await preview.getAttribute('href');
    const articlePath = new URL(href!, 'http://x').pathname;
    const [previewPage] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
    await expect(previewPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(previewPage.getByRole('status')).toContainText('Preview — not public yet');
    await expect(
      previewPage.getByRole('heading', { level: 2, name: 'The programme' }),
    ).toBeVisible();
    await previewPage.close();

    const guest = await visitor(browser);
    try {
      const seen = async () => (await guest.page.request.get(articlePath)).status();
      expect(await seen()).toBe(404);
      expect((await guest.page.request.get(`${articlePath}?preview=1`)).status()).toBe(404);

      // Scheduled ten minutes ahead, in the officer's own time zone.
      await page.getByRole('button', { name: `Edit “${title}”` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit News' });
      await edit.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Schedule' }).click();
      const at = await page.evaluate((ahead) => {
        const date = new Date(Date.now() + ahead);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
      }, AHEAD_MS);
      await edit.getByLabel('Publish at').fill(at);
      await edit.getByRole('button', { name: 'Update' }).click();
      await expect(edit).toBeHidden();
      await expect(row.getByText(/^Scheduled for/)).toBeVisible();

      // Not yet: neither the article nor the news list, which the cache now keeps.
      expect(await seen()).toBe(404);
      await guest.page.goto('/news');
      await expect(guest.page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(guest.page.getByRole('heading', { name: title })).toHaveCount(0);

      // At its time it appears by itself: the article, and the cached list.
      moveServerClockOn(AHEAD_MS + 5_000);
      await expect.poll(seen, { timeout: 10_000, intervals: [250] }).toBe(200);
      // The page arrives with its list (no script needed to read it).
      await guest.page.goto('/news');
      await expect(guest.page.getByRole('heading', { name: title })).toBeVisible();

      // The article arrives rendered: headings, emphasis, the list and the maths typeset.
      await guest.page.goto(articlePath);
      const article = guest.page.getByRole('article');
      await expect(article.getByRole('heading', { level: 2, name: 'The programme' })).toBeVisible();
      await expect(article.locator('em')).toHaveText('warm clothes');
      await expect(article.locator('strong')).toHaveText('torch');
      await expect(article.getByRole('listitem')).toHaveText([
        'a tour of the detector',
        'counting muons until dawn',
      ]);
      await expect(article.locator('[data-math="inline"] .katex-html')).toBeVisible();
      await expect(article.locator('annotation')).toHaveText('R = N/t');
      await expect(article).not.toContainText('**torch**');
    } finally {
      await guest.close();
    }

    // Staff see it published, once the officer's clock has reached the moment too.
    await page.clock.setSystemTime(Date.now() + AHEAD_MS + 5_000);
    await page.reload();
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
  });
});
