import { signInAsAdmin } from './support/staff';
import { expect, test, waitUntilLive } from './support/test';

/** A unique suffix, so a retry never meets the last run's values. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('Site content', () => {
  test('an officer renames an executive and changes a statistic; a visitor sees both on About and Home', async ({
    page,
    browser,
  }) => {
    const name = `Samuel Okon-${unique()}`;
    const role = 'Director of Studies';
    const figure = `${Math.floor(Math.random() * 900) + 100}+`;

    await signInAsAdmin(page, '/admin/site-content');
    await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
    // Whichever Samuel Okon is there: a failed first try may have left its renamed one.
    await page.getByRole('button', { name: /^Edit “Samuel Okon/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit executive' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Role').fill(role);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Updated “${name}”`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Executives' })).toContainText(name);

    await page.getByRole('tab', { name: 'Home' }).click();
    await expect(page).toHaveURL('/admin/site-content?tab=home');
    const statistics = page.getByRole('form', { name: 'Home statistics' });
    const tutorials = statistics.getByRole('listitem', { name: 'statistic 3' });
    await expect(tutorials.getByLabel('Label')).toHaveValue('Tutorials Annually');
    await tutorials.getByLabel('Figure').fill(figure);
    await statistics.getByRole('button', { name: 'Save home statistics' }).click();
    await expect(page.getByText('Saved home statistics')).toBeVisible();

    // A visitor (no session: the public cache answers) sees both at once.
    const visitor = await browser.newPage();
    await visitor.goto('/about');
    await waitUntilLive(visitor);
    const council = visitor.getByRole('region', { name: 'The executive council' });
    const card = council
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('heading', { name }) });
    await expect(card).toContainText(role);

    await visitor.goto('/');
    const glance = visitor.getByRole('region', { name: 'At a glance' });
    await expect(glance.getByRole('definition')).toHaveText(['500+', '1000+', figure, '10+']);
    await expect(
      visitor.getByRole('region', { name: 'Executives', exact: true }).getByText(name),
    ).toBeAttached();
    await visitor.close();

    // Put the seeded values back, for whatever runs next against this server. The first save's
    // toast has gone by itself (or goes first), so the one seen now is this save's.
    await expect(page.getByText('Saved home statistics')).toBeHidden({ timeout: 15_000 });
    await tutorials.getByLabel('Figure').fill('20+');
    await statistics.getByRole('button', { name: 'Save home statistics' }).click();
    await expect(page.getByText('Saved home statistics')).toBeVisible();
    await page.getByRole('tab', { name: 'Executives' }).click();
    await page.getByRole('button', { name: `Edit “${name}”` }).click();
    await dialog.getByLabel('Name').fill('Samuel Okon');
    await dialog.getByLabel('Role').fill('Director of Academics');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
  });
});
