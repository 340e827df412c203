import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '@contract/media-library';
import type * as QueryClientModule from '@/lib/query-client';
import { fakeApi, installRadixShims, meHandler, renderApp, testStaffUser } from '@/test/admin';
import { jsonResponse } from '@/test/render';

beforeAll(installRadixShims);
// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });

// A failure shows at once, without the admin cache's retries.
vi.mock('@/lib/query-client', async (importOriginal) => {
  const actual = await importOriginal<typeof QueryClientModule>();
  const { createTestQueryClient } = await import('@/test/render');
  return { ...actual, createQueryClient: createTestQueryClient };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const hash = (digit: string) => digit.repeat(64);
const photo: MediaItem = {
  id: `${hash('a')}.jpg`,
  kind: 'image',
  url: `/media/i/${hash('a')}.jpg`,
  thumbnailUrl: `/media/i/${hash('a')}.jpg?w=400&q=80&f=webp`,
  bytes: 180_000,
  width: 1600,
  height: 1200,
  uploadedAt: '2026-11-22T09:00:00.000Z',
  usages: [{ place: 'news-image', id: 'n1', title: 'Welcome week' }],
};
const notes: MediaItem = {
  id: `${hash('b')}.pdf`,
  kind: 'pdf',
  url: `/media/d/${hash('b')}.pdf`,
  thumbnailUrl: null,
  bytes: 2_400_000,
  uploadedAt: '2026-11-21T09:00:00.000Z',
  usages: [
    { place: 'course-material', id: 'c1', title: 'PHY 101', detail: 'Lecture notes' },
    { place: 'tutorial-pdf', id: 't1', title: 'Waves' },
  ],
};
const spare: MediaItem = {
  id: `${hash('c')}.pdf`,
  kind: 'pdf',
  url: `/media/d/${hash('c')}.pdf`,
  thumbnailUrl: null,
  bytes: 900,
  uploadedAt: '2026-11-20T09:00:00.000Z',
  usages: [],
};

/** A small media library API that filters like the server and refuses deleting a used file. */
function mediaApi() {
  let items = [photo, notes, spare];
  return fakeApi({
    'GET /api/auth/me': meHandler(testStaffUser({ role: 'editor' })),
    'GET /api/admin/media': ({ search }) => {
      const query = new URLSearchParams(search);
      const q = query.get('q')?.toLowerCase();
      const kind = query.get('kind');
      const use = query.get('use');
      const shown = items.filter(
        (item) =>
          (!kind || item.kind === kind) &&
          (!use || item.usages.length > 0 === (use === 'used')) &&
          (!q || item.usages.some((usage) => usage.title.toLowerCase().includes(q))),
      );
      return jsonResponse({ items: shown, total: shown.length, page: 1, pageSize: 24 });
    },
    [`DELETE /api/admin/media/${notes.id}`]: () =>
      jsonResponse(
        {
          error:
            'This file cannot be deleted while it is used: Course PHY 101 material: Lecture notes; Tutorial PDF: Waves. Remove it from there first.',
        },
        { status: 409 },
      ),
    [`DELETE /api/admin/media/${spare.id}`]: () => {
      items = items.filter((item) => item.id !== spare.id);
      return new Response(null, { status: 204 });
    },
  });
}

describe('/admin/media', () => {
  it('is in the sidebar and shows each file with its thumbnail, size and where it is used', async () => {
    mediaApi();
    renderApp('/admin/media');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Media library' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Media library' })).toHaveAttribute(
      'href',
      '/admin/media',
    );
    const image = await screen.findByRole('article', { name: 'Image aaaaaaaaaaaa' });
    expect(image.querySelector('img')).toHaveAttribute('src', photo.thumbnailUrl);
    expect(within(image).getByText('176 KB')).toBeInTheDocument();
    expect(within(image).getByText('1600 × 1200')).toBeInTheDocument();
    expect(within(image).getByRole('link', { name: 'News: Welcome week' })).toHaveAttribute(
      'href',
      '/admin/events',
    );

    const pdf = screen.getByRole('article', { name: 'PDF bbbbbbbbbbbb' });
    expect(pdf.querySelector('img')).toBeNull();
    expect(within(pdf).getByText('2.3 MB')).toBeInTheDocument();
    expect(within(pdf).getByText('Used in 2 places')).toBeInTheDocument();
    expect(
      within(pdf).getByRole('link', { name: 'Course PHY 101 material: Lecture notes' }),
    ).toHaveAttribute('href', '/admin/academics');
    expect(within(pdf).getByRole('link', { name: 'Tutorial PDF: Waves' })).toHaveAttribute(
      'href',
      '/admin/academics?tab=tutorials',
    );
    expect(within(pdf).getByRole('link', { name: 'Open PDF bbbbbbbbbbbb' })).toHaveAttribute(
      'href',
      notes.url,
    );
    const unused = screen.getByRole('article', { name: 'PDF cccccccccccc' });
    expect(within(unused).getByText('Not used anywhere')).toBeInTheDocument();
    expect(screen.getByText(/3 files\./)).toBeInTheDocument();
  });

  it('searches and filters by kind and use', async () => {
    const api = mediaApi();
    const { user } = renderApp('/admin/media');
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search the media library' }), 'phy');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'PDF bbbbbbbbbbbb' })).toBeInTheDocument();
    expect(screen.getByText('1 file matches.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Images' }));
    expect(await screen.findByText('No files match “phy”.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search the media library' }));
    await user.click(screen.getByRole('button', { name: 'PDFs' }));
    await user.click(screen.getByRole('button', { name: 'Unused' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'PDF cccccccccccc' })).toBeInTheDocument();
    expect(api.calls.at(-1)?.search).toBe('?kind=pdf&use=unused&page=1&pageSize=24');
  });

  it('shows the refusal of a file in use as a toast, and deletes an unused file after confirming', async () => {
    const api = mediaApi();
    const { user } = renderApp('/admin/media');
    const pdf = await screen.findByRole('article', { name: 'PDF bbbbbbbbbbbb' });
    await user.click(within(pdf).getByRole('button', { name: 'Delete PDF bbbbbbbbbbbb' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete PDF bbbbbbbbbbbb?' });
    expect(confirm).toHaveTextContent('It was used in 2 places when the list was loaded.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/cannot be deleted while it is used: Course PHY 101 material/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(3);

    const unused = screen.getByRole('article', { name: 'PDF cccccccccccc' });
    await user.click(within(unused).getByRole('button', { name: 'Delete PDF cccccccccccc' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete PDF cccccccccccc?' });
    expect(confirm).toHaveTextContent('Nothing on the site uses it.');
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(await screen.findByText('Deleted PDF cccccccccccc')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/api/admin/media/${spare.id}` }),
    );
  });

  it('says so when nothing is uploaded, and when the library fails to load', async () => {
    let fail = true;
    fakeApi({
      'GET /api/auth/me': meHandler(testStaffUser()),
      'GET /api/admin/media': () =>
        fail
          ? jsonResponse({}, { status: 500 })
          : jsonResponse({ items: [], total: 0, page: 1, pageSize: 24 }),
    });
    const { user } = renderApp('/admin/media');
    expect(await screen.findByText('Failed to fetch the media library')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nothing uploaded yet\./)).toBeInTheDocument();
  });
});
