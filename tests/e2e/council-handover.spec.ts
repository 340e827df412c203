import { signInAsAdmin } from './support/staff';
import { expect, test, waitUntilLive } from './support/test';

/** A unique suffix, so a retry never meets the last run's values. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** '2026/2027' → '2027/2028'. */
const nextOf = (session: string) => {
  const first = Number(session.slice(0, 4)) + 1;
  return `${first}/${first + 1}`;
};

test.describe('Council handover', () => {
  test('a new council takes over at the start of a session and the old one appears under past councils', async ({
    page,
    browser,
  }) => {
    const newPresident = `Chiamaka Eze-${unique()}`;

    // The outgoing officer starts the next session from the Session page.
    await signInAsAdmin(page, '/admin/session');
    await expect(page.getByRole('heading', { level: 1, name: 'Academic session' })).toBeVisible();
    const current = page.getByRole('region', { name: 'Current session' });
    const ending = (await current.getByText(/^\d{4}\/\d{4}$/).textContent()) ?? '';
    const starting = nextOf(ending);
    await page.getByRole('button', { name: `Start the ${starting} session` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Start the ${starting} session?` });
    await expect(dialog).toContainText(`archived as the ${ending} council`);
    await dialog.getByRole('button', { name: `Start ${starting}` }).click();
    await expect(page.getByText(`The ${starting} session has begun`)).toBeVisible();
    await expect(current).toContainText(`${starting} · First semester`);
    await expect(
      page.getByRole('region', { name: 'Past councils' }).getByText(ending, { exact: true }),
    ).toBeVisible();

    // Then hands the council over: the new President replaces the old one in Site content.
    await page.getByRole('button', { name: 'Edit the new council' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
    const executives = page.getByRole('list', { name: 'Executives' });
    await executives.getByRole('listitem').first().getByRole('button', { name: /^Edit/ }).click();
    const editor = page.getByRole('dialog', { name: 'Edit executive' });
    await expect(editor.getByLabel('Role')).toHaveValue('President');
    const outgoing = await editor.getByLabel('Name').inputValue();
    await editor.getByLabel('Name').fill(newPresident);
    await editor.getByRole('button', { name: 'Update' }).click();
    await expect(editor).toBeHidden();
    await expect(executives).toContainText(newPresident);

    // A visitor sees the new council, and the old one under its session.
    const visitor = await browser.newPage();
    await visitor.goto('/about');
    await waitUntilLive(visitor);
    await expect(
      visitor.getByRole('region', { name: 'The executive council' }).getByRole('heading', {
        name: newPresident,
      }),
    ).toBeVisible();
    const past = visitor.getByRole('region', { name: 'Past councils' });
    await past.scrollIntoViewIfNeeded();
    const endedCouncil = past.getByRole('region', { name: `${ending} session` });
    const outgoingMember = endedCouncil.getByRole('listitem').filter({ hasText: outgoing });
    await expect(outgoingMember).toContainText('President');
    await expect(endedCouncil).not.toContainText(newPresident);
    await visitor.close();
  });
});
