import type { Page } from '@playwright/test';
import { adminPassword, signInAsAdmin } from './support/staff';
import { expect, test, waitUntilLive } from './support/test';

/** A unique word, so stories running side by side never see each other's data. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Mutating API calls must say they come from the site itself, as the browser's own would. */
function sameOrigin(): Record<string, string> {
  const { baseURL } = test.info().project.use;
  return { origin: new URL(baseURL!).origin };
}

async function post(page: Page, url: string, data: object) {
  const response = await page.request.post(url, { headers: sameOrigin(), data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string };
}

test.describe('Working in the admin lists', () => {
  test('On a phone, Edit on an event far down the list brings its form into view, first field focused', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    const word = unique();
    for (let day = 1; day <= 20; day += 1) {
      await post(page, '/api/events', {
        event: `Phone edit ${word} ${day}`,
        description: 'Made by a test, to fill the list.',
        date: `2031-01-${String(day).padStart(2, '0')}`,
      });
    }
    await page.goto('/admin/calendar');
    await waitUntilLive(page);
    await page.getByRole('searchbox', { name: 'Search events' }).fill(`Phone edit ${word}`);
    const rows = page.getByRole('region', { name: 'Academic Events' }).getByRole('listitem');
    await expect(rows).toHaveCount(20);

    const last = page.getByRole('button', { name: `Edit Phone edit ${word} 20` });
    await last.scrollIntoViewIfNeeded();
    // The form is far above: thousands of pixels on a phone.
    const name = page.getByRole('textbox', { name: 'Event Name' });
    await expect(name).not.toBeInViewport();
    await last.click();

    await expect(name).toHaveValue(`Phone edit ${word} 20`);
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Update Event' })).toBeVisible();
  });

  test('A session that ends mid-edit loses nothing: sign in in place and the save lands', async ({
    page,
    consoleGuard,
  }) => {
    // The refused save answers 401, which the browser logs as a failed resource load.
    consoleGuard.allow(/status of 401/);
    const name = `Session test ${unique()}`;
    await signInAsAdmin(page, '/admin/calendar');
    await waitUntilLive(page);
    await page.getByRole('textbox', { name: 'Event Name' }).fill(name);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Typed before the session ended.');

    // Signed out in another tab.
    const other = await page.context().newPage();
    await other.goto('/admin');
    await waitUntilLive(other);
    await other.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(other).toHaveURL('/admin/login');
    await other.close();

    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign in to continue' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your session has ended.');
    await expect(page).toHaveURL('/admin/calendar');
    // The form keeps what was typed (under the modal dialog, so hidden from the accessibility tree).
    await expect(
      page.getByRole('textbox', { name: 'Event Name', includeHidden: true }),
    ).toHaveValue(name);
    await expect(dialog.getByLabel('Password')).toBeFocused();

    await dialog.getByLabel('Password').fill(adminPassword);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Event added')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search events' }).fill(name);
    await expect(
      page.getByRole('region', { name: 'Academic Events' }).getByRole('listitem'),
    ).toHaveCount(1);
    const saved = await page.request.get(`/api/events?q=${encodeURIComponent(name)}`);
    expect(await saved.json()).toEqual([expect.objectContaining({ event: name })]);
  });

  test('A dialog with unsaved changes asks before closing', async ({ page }) => {
    await signInAsAdmin(page, '/admin/events');
    await waitUntilLive(page);
    await page.getByRole('button', { name: 'Add News' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New News' });
    await dialog.getByLabel('Title').fill('Half-written news');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue('Half-written news');

    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
    // Nothing typed: it closes at once.
    await page.getByRole('button', { name: 'Add News' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(question).toBeHidden();
  });

  test('Staff search the news and page through what they find', async ({ page }) => {
    await signInAsAdmin(page);
    const word = `Zephyr${unique()}`;
    // Dated long ago and deleted afterwards: stories running alongside read the newest news.
    const created: string[] = [];
    for (let index = 1; index <= 23; index += 1) {
      const { _id } = await post(page, '/api/academic-news', {
        name: 'E2E Desk',
        title: `${word} bulletin ${index}`,
        summary: 'Made by a test.',
        date: `2001-02-${String(index).padStart(2, '0')}`,
      });
      created.push(_id);
    }

    await page.goto('/admin/events');
    await waitUntilLive(page);
    const news = page.getByRole('region', { name: 'Academic News' });
    // Any case finds it.
    await news.getByRole('searchbox', { name: 'Search news' }).fill(word.toUpperCase());
    await expect(news.getByText('23 items, newest first')).toBeVisible();
    await expect(news.getByRole('listitem')).toHaveCount(20);
    await expect(news.getByRole('listitem').first()).toContainText(`${word} bulletin 23`);

    const pages = news.getByRole('navigation', { name: 'News pages' });
    await expect(pages).toContainText('Page 1 of 2');
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText('Page 2 of 2');
    await expect(news.getByRole('listitem')).toHaveCount(3);
    await expect(news.getByRole('listitem').last()).toContainText(`${word} bulletin 1`);

    await news.getByRole('searchbox', { name: 'Search news' }).fill(`${word} nothing`);
    await expect(news.getByText(`No news items match “${word} nothing”.`)).toBeVisible();

    for (const id of created) {
      const deleted = await page.request.delete(`/api/academic-news/${id}`, {
        headers: sameOrigin(),
      });
      expect(deleted.ok()).toBe(true);
    }
  });

  test('The sidebar says how many inbox items wait, and handling one counts it down', async ({
    page,
  }) => {
    const name = `Applicant ${unique()}`;
    await signInAsAdmin(page);
    const application = await page.request.post('/api/membership-applications', {
      headers: sameOrigin(),
      data: { name, email: 'applicant@example.org', level: '200L', category: 'geophysics' },
    });
    expect(application.status()).toBe(201);
    const count = await page.request.get('/api/inbox/open-count');
    const { open } = (await count.json()) as { open: number };

    await page.goto('/admin/inbox');
    await waitUntilLive(page);
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    const inbox = sidebar.getByRole('link', { name: `Inbox, ${open} unhandled` });
    await expect(inbox).toBeVisible();
    await expect(inbox).toContainText(String(open));

    await page.getByRole('searchbox', { name: 'Search the inbox' }).fill(name);
    const item = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: /handled/i }).click();
    await expect(
      sidebar.getByRole('link', { name: open > 1 ? `Inbox, ${open - 1} unhandled` : 'Inbox' }),
    ).toBeVisible();
  });

  test('The activity log says a tutorial comment was hidden, naming the tutorial', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const tutorials = (await (await page.request.get('/api/tutorials')).json()) as {
      _id: string;
      title: string;
    }[];
    const tutorial = tutorials[0]!;
    const author = `Commenter ${unique()}`;
    await post(page, `/api/tutorials/${tutorial._id}/comments`, {
      name: author,
      comment: 'A comment to hide.',
    });

    await page.goto('/admin/qna');
    await waitUntilLive(page);
    await page
      .getByRole('listitem', { name: `Comment by ${author}` })
      .getByRole('button', { name: 'Hide' })
      .click();
    await expect(page.getByText('Comment hidden')).toBeVisible();

    await page.goto('/admin/activity');
    await expect(
      page.getByText(`hid a comment on the tutorial “${tutorial.title}”`).first(),
    ).toBeVisible();
    await expect(page.getByText('updated a tutorial')).toHaveCount(0);
  });
});
