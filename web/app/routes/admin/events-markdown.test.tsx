import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '@contract/media-library';
import { eventsPage, newsItem, newsPage } from '@/features/news-events/testing/fixtures';
import { renderAdminEvents } from '@/features/news-events/testing/routes';
import { fakeApi } from '@/test/api';
import { installRadixShims } from '@/test/jsdom-shims';
import { jsonResponse } from '@/test/render';

beforeAll(installRadixShims);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const hash = (n: number) => String(n).repeat(64).slice(0, 64);

function libraryImage(n: number, title: string): MediaItem {
  return {
    id: `${hash(n)}.jpg`,
    kind: 'image',
    url: `/media/i/${hash(n)}.jpg`,
    thumbnailUrl: `/media/i/${hash(n)}.jpg?w=400&q=80&f=webp`,
    bytes: 120_000,
    width: 1200,
    height: 800,
    uploadedAt: '2026-11-01T08:00:00.000Z',
    usages: [{ place: 'gallery-photo', id: `photo-${n}`, title }],
  };
}

function markdownApi() {
  const images = [libraryImage(1, 'Lab open day'), libraryImage(2, 'Rocket launch')];
  return fakeApi({
    'GET /api/academic-news': () =>
      jsonResponse(newsPage([newsItem(1, { title: 'Lab reopens', body: 'Old body.' })])),
    'GET /api/upcoming-events': () => jsonResponse(eventsPage([])),
    'GET /api/admin/media': () =>
      jsonResponse({ items: images, total: images.length, page: 1, pageSize: 12 }),
    'PUT /api/academic-news/news-1': () => jsonResponse(newsItem(1, { title: 'Lab reopens' })),
  });
}

async function openEditor() {
  const view = renderAdminEvents();
  await view.user.click(await screen.findByRole('button', { name: 'Edit “Lab reopens”' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit News' });
  return { ...view, dialog };
}

describe('/admin/events: a news body in Markdown', { timeout: 20_000 }, () => {
  it('previews the body as the public page renders it: headings, emphasis, lists and maths', async () => {
    markdownApi();
    const { user, dialog } = await openEditor();
    const body = within(dialog).getByLabelText(/Article body/);
    await user.clear(body);
    await user.type(
      body,
      '# Results{enter}{enter}Some *good* news:{enter}{enter}- one{enter}- two',
    );
    await user.type(body, '{enter}{enter}Energy $E = mc^2$.');
    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }));

    const preview = await within(dialog).findByRole('tabpanel', { name: 'Preview' });
    expect(
      await within(preview).findByRole('heading', { level: 2, name: 'Results' }),
    ).toBeVisible();
    expect(within(preview).getByText('good').tagName).toBe('EM');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two']);
    await waitFor(() =>
      expect(preview.querySelector('[data-math="inline"] .katex')).not.toBeNull(),
    );

    // Back to writing: the text is as it was typed.
    await user.click(within(dialog).getByRole('tab', { name: 'Write' }));
    expect(within(dialog).getByLabelText(/Article body/)).toHaveValue(
      '# Results\n\nSome *good* news:\n\n- one\n- two\n\nEnergy $E = mc^2$.',
    );
  });

  it('inserts a media-library image with its description at the cursor, and saves it', async () => {
    const api = markdownApi();
    const { user, dialog } = await openEditor();
    const body = within(dialog).getByLabelText(/Article body/) as HTMLTextAreaElement;
    // The cursor after 'Old body.'.
    body.setSelectionRange(body.value.length, body.value.length);
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));

    const picker = await screen.findByRole('dialog', { name: 'Insert an image' });
    const insert = within(picker).getByRole('button', { name: 'Insert image' });
    expect(insert).toBeDisabled();
    await user.click(
      await within(picker).findByRole('button', { name: 'Photo in gallery: Rocket launch' }),
    );
    await user.type(
      within(picker).getByLabelText('Description (alt text)'),
      'A rocket [[lift-off]',
    );
    await user.click(insert);

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Insert an image' })).toBeNull(),
    );
    expect(body).toHaveValue(`Old body.\n\n![A rocket lift-off](/media/i/${hash(2)}.jpg)`);
    expect(api.calls.find((call) => call.path === '/api/admin/media')?.search).toContain(
      'kind=image',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          path: '/api/academic-news/news-1',
          body: expect.objectContaining({
            // A form post's line ends are CRLF.
            body: expect.stringMatching(
              /^Old body\.\r\n\r\n!\[A rocket lift-off\]\(\/media\/i\/2{64}\.jpg\)$/,
            ),
          }),
        }),
      ),
    );
  });
});
