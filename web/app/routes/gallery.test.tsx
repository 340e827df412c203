import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  installRadixShims,
  photosHandler,
  renderPage,
  testPhoto,
} from '@/features/gallery/test/photo-fixtures';
import { jsonResponse } from '@/test/render';
import { Component as GalleryPage } from './gallery';

const renderGallery = (path = '/gallery') => renderPage(GalleryPage, '/gallery', path);

beforeAll(installRadixShims);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photos = [
  testPhoto({ _id: 'p-reunion', name: 'Reunion', label: 'Homecoming', category: 'alumni' }),
  testPhoto({ _id: 'p-untitled', name: undefined, label: 'On stage', category: 'honorary' }),
  testPhoto({
    _id: 'p-council',
    name: 'Council',
    label: 'Sworn in',
    category: 'executives',
    alt: 'Eight students in green gowns',
  }),
];

function serve(list = photos) {
  const api = fakeApi({ 'GET /api/photos': photosHandler(() => list) });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('/gallery', () => {
  it('shows the title, the pills with full collection names and every photo', async () => {
    serve();
    renderGallery();
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    expect(screen.getByText('Capturing moments and memories')).toBeInTheDocument();
    const pills = within(screen.getByRole('group', { name: 'Show photos from' }));
    expect(pills.getAllByRole('button').map((pill) => pill.textContent)).toEqual([
      'All',
      'Alumni',
      'Executives',
      'Honorary Students',
      'School Events',
    ]);
    expect(pills.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const grid = within(await screen.findByRole('list', { name: 'Photos' }));
    // Each photo is a button named by its alt text: its own, else name and label.
    expect(grid.getByRole('button', { name: 'Reunion: Homecoming' })).toBeInTheDocument();
    expect(grid.getByRole('button', { name: 'Untitled: On stage' })).toBeInTheDocument();
    expect(grid.getByRole('button', { name: 'Eight students in green gowns' })).toBeInTheDocument();
    // The hover and focus caption: name (or Untitled) and label.
    expect(grid.getByText('Untitled')).toBeInTheDocument();
    expect(grid.getByText('On stage')).toBeInTheDocument();
    // The alternating span pattern.
    expect(
      grid.getAllByRole('listitem').map((item) => item.className.match(/row-span-\d/)?.[0]),
    ).toEqual(['row-span-2', 'row-span-3', 'row-span-2']);
    // Thumbnails at 400 px.
    expect(grid.getByRole('img', { name: 'Reunion: Homecoming' }).getAttribute('src')).toContain(
      '?w=400&',
    );
  });

  it('filters by collection, links to it, and remembers the choice in the address', async () => {
    const api = serve();
    const { user, router } = renderGallery();
    await screen.findByRole('button', { name: 'Reunion: Homecoming' });
    await user.click(screen.getByRole('button', { name: 'Honorary Students' }));
    expect(await screen.findByRole('button', { name: 'Untitled: On stage' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reunion: Homecoming' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?category=honorary');
    expect(api.calls.at(-1)?.search).toContain('category=honorary');
    expect(screen.getByRole('link', { name: 'View All Honorary Students' })).toHaveAttribute(
      'href',
      '/gallery/honorary',
    );
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.queryByRole('link', { name: /View All/ })).not.toBeInTheDocument();
  });

  it('says when a collection has no photos', async () => {
    serve();
    renderGallery('/gallery?category=events');
    expect(await screen.findByText('No photos found in this category')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All School Events' })).toBeInTheDocument();
  });

  it('opens a photo in the lightbox with its name and label', async () => {
    serve();
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Untitled: On stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Untitled' });
    expect(dialog).toHaveAccessibleDescription('On stage');
    expect(
      within(dialog).getByRole('img', { name: 'Untitled: On stage' }).getAttribute('src'),
    ).toContain('?w=1200&');
  });

  it('loads more photos on request, reading the total from the API', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      testPhoto({ _id: `m${index}`, name: `Photo ${index}`, label: 'x' }),
    );
    const api = serve(many);
    const { user } = renderGallery();
    expect(await screen.findByText('Showing 24 of 30 photos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more photos' }));
    expect(await screen.findByText('Showing 30 of 30 photos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more photos' })).not.toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.path === '/api/photos').map((call) => call.search),
    ).toEqual(['?limit=24&page=1', '?limit=24&page=2']);
  });

  it('shows the error with a way to try again', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/photos': (call) =>
        fail
          ? jsonResponse({ error: 'Database unavailable' }, { status: 503 })
          : photosHandler(() => photos)(call),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { user } = renderGallery();
    expect(
      await screen.findByText('Error loading photos: Database unavailable', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Reunion: Homecoming' })).toBeInTheDocument();
  }, 20000);
});
