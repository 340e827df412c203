import type { Page } from '@playwright/test';
import { staffApi, unique } from './support/academics';
import { signInAsAdmin } from './support/staff';
import { expect, test, waitUntilLive } from './support/test';

/** A PDF of its own: files are named by their bytes, so each story's differs from every other's. */
const pdfNamed = (word: string) => Buffer.from(`%PDF-1.4\n% media library story ${word}\n%%EOF\n`);

async function uploadPdf(page: Page, word: string): Promise<string> {
  const { request, origin } = await staffApi(page);
  const response = await request.post('/api/uploads/pdf', {
    headers: { origin },
    multipart: {
      file: { name: `${word}.pdf`, mimeType: 'application/pdf', buffer: pdfNamed(word) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** 'PDF 3f2a9c1b0e7d': how the library names a file, from its URL. */
const libraryName = (url: string) =>
  `PDF ${url.slice('/media/d/'.length, '/media/d/'.length + 12)}`;

test.describe('The media library', () => {
  test('An officer finds an upload, sees where it is used and cannot delete it; deletes an unused one after confirming', async ({
    page,
    consoleGuard,
  }) => {
    // The refused delete answers 409, which the browser logs as a failed resource load.
    consoleGuard.allow(/status of 409/);
    const word = unique();
    const used = await uploadPdf(page, `used-${word}`);
    const unused = await uploadPdf(page, `unused-${word}`);
    const code = `E${word
      .replace(/[^a-z]/g, '')
      .padEnd(4, 'x')
      .slice(0, 4)
      .toUpperCase()} ${String(100 + Math.floor(Math.random() * 900))}`;
    const { request, origin } = await staffApi(page);
    const course = await request.post('/api/courses', {
      headers: { origin },
      data: {
        id: code,
        title: `Media story ${word}`,
        description: 'Made by the media library story.',
        credits: 2,
        category: 'geophysics',
        level: '300L',
        materials: [
          { id: 'm1', title: `Notes ${word}`, type: 'PDF', url: used, downloadable: true },
        ],
      },
    });
    expect(course.status(), await course.text()).toBe(201);

    await signInAsAdmin(page, '/admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Media library' })
      .click();
    await expect(page).toHaveURL('/admin/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
    await waitUntilLive(page);

    // Found by the page that uses it.
    const search = page.getByRole('searchbox', { name: 'Search the media library' });
    await search.fill(`Notes ${word}`);
    const files = page.getByRole('list', { name: 'Files' });
    await expect(files.getByRole('article')).toHaveCount(1);
    const card = files.getByRole('article', { name: libraryName(used) });
    const usage = card.getByRole('link', { name: `Course ${code} material: Notes ${word}` });
    await expect(usage).toHaveAttribute('href', '/admin/academics');

    // Refused while the course uses it: the toast says where, and the file stays.
    await card.getByRole('button', { name: `Delete ${libraryName(used)}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${libraryName(used)}?` });
    await expect(confirm).toContainText('It was used in 1 place');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText(
        `This file cannot be deleted while it is used: Course ${code} material: Notes ${word}. Remove it from there first.`,
      ),
    ).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();
    expect((await page.request.get(used)).status()).toBe(200);

    // The unused one, found by its id, goes after confirming.
    await search.fill(unused.slice('/media/d/'.length, '/media/d/'.length + 16));
    const spare = files.getByRole('article', { name: libraryName(unused) });
    await expect(spare).toBeVisible();
    await expect(spare.getByText('Not used anywhere')).toBeVisible();
    await spare.getByRole('button', { name: `Delete ${libraryName(unused)}` }).click();
    const confirmSpare = page.getByRole('alertdialog', { name: `Delete ${libraryName(unused)}?` });
    await expect(confirmSpare).toContainText('Nothing on the site uses it.');
    await confirmSpare.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Deleted ${libraryName(unused)}`)).toBeVisible();
    await expect(page.getByText(/^No files match/)).toBeVisible();
    expect((await page.request.get(unused)).status()).toBe(404);
  });
});
