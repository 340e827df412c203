import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  installRadixShims,
  failingPhotosRead,
  photosRead,
  renderGalleryPages,
  testPhoto,
} from '@/features/gallery/test/photo-fixtures';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
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

function renderGallery(url = '/gallery', list = photos) {
  const read = photosRead(() => list);
  return { read, ...renderGalleryPages(url, read) };
}

describe('/gallery', { timeout: 20_000 }, () => {
  it('shows the title, the pills with full collection names and every photo', async () => {
    renderGallery();
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    expect(screen.getByText('Capturing moments and memories')).toBeInTheDocument();
    const pills = within(screen.getByRole('navigation', { name: 'Show photos from' }));
    expect(pills.getAllByRole('link').map((pill) => pill.textContent)).toEqual([
      'All',
      'Alumni',
      'Executives',
      'Honorary Students',
      'School Events',
    ]);
    expect(pills.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(pills.getByRole('link', { name: 'Honorary Students' })).toHaveAttribute(
      'href',
      '/gallery?category=honorary',
    );
    const grid = within(screen.getByRole('list', { name: 'Photos' }));
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

  it('filters by collection, links to it, and keeps the choice in the address', async () => {
    const { read, user } = renderGallery();
    await screen.findByRole('button', { name: 'Reunion: Homecoming' });
    expect(read).toHaveBeenLastCalledWith({ category: undefined, page: 1, limit: 24 });
    await user.click(screen.getByRole('link', { name: 'Honorary Students' }));
    expect(await screen.findByRole('button', { name: 'Untitled: On stage' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reunion: Homecoming' })).not.toBeInTheDocument(),
    );
    // The loader read the collection from the address.
    expect(read).toHaveBeenLastCalledWith({ category: 'honorary', page: 1, limit: 24 });
    expect(screen.getByRole('link', { name: 'Honorary Students' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'View All Honorary Students' })).toHaveAttribute(
      'href',
      '/gallery/honorary',
    );
    await user.click(screen.getByRole('link', { name: 'All' }));
    await screen.findByRole('button', { name: 'Reunion: Homecoming' });
    expect(screen.queryByRole('link', { name: /View All/ })).not.toBeInTheDocument();
  });

  it('says when a collection has no photos', async () => {
    renderGallery('/gallery?category=events');
    expect(await screen.findByText('No photos found in this category')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All School Events' })).toBeInTheDocument();
  });

  it('ignores a collection or page that makes no sense', async () => {
    const { read } = renderGallery('/gallery?category=students&page=-2');
    await screen.findByRole('button', { name: 'Reunion: Homecoming' });
    expect(read).toHaveBeenCalledWith({ category: undefined, page: 1, limit: 24 });
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a photo in the lightbox with its name and label', async () => {
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Untitled: On stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Untitled' });
    expect(dialog).toHaveAccessibleDescription('On stage');
    expect(
      within(dialog).getByRole('img', { name: 'Untitled: On stage' }).getAttribute('src'),
    ).toContain('?w=1200&');
  });

  it('loads more photos on request, reading the total from the loader', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      testPhoto({ _id: `m${index}`, name: `Photo ${index}`, label: 'x' }),
    );
    const { read, user } = renderGallery('/gallery', many);
    expect(await screen.findByText('Showing 24 of 30 photos')).toBeInTheDocument();
    const more = screen.getByRole('link', { name: 'Load more photos' });
    // A link to the address that shows one page more: it works without scripts.
    expect(more).toHaveAttribute('href', '/gallery?page=2');
    await user.click(more);
    expect(await screen.findByText('Showing 30 of 30 photos')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load more photos' })).not.toBeInTheDocument();
    expect(read.mock.calls.map(([query]) => query)).toEqual([
      { category: undefined, page: 1, limit: 24 },
      { category: undefined, page: 1, limit: 48 },
    ]);
  });

  it('shows the error with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { read, recover } = failingPhotosRead(() => photos);
    const { user } = renderGalleryPages('/gallery', read);
    expect(
      await screen.findByText('Error loading photos: Failed to load the photos.'),
    ).toBeInTheDocument();
    recover();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Reunion: Homecoming' })).toBeInTheDocument();
  });
});
