import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  installRadixShims,
  failingPhotosRead,
  photosRead,
  renderGalleryPages,
  type PhotosRead,
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
  testPhoto({ _id: 'h1', name: 'Olympiad', label: 'National medals', category: 'honorary' }),
  testPhoto({
    _id: 'h2',
    name: 'Prize',
    label: 'Best project',
    category: 'honorary',
    height: 1600,
  }),
  testPhoto({ _id: 'a1', name: 'Reunion', label: 'Homecoming', category: 'alumni' }),
];

function renderCategory(url: string, list = photos) {
  const read = photosRead(() => list);
  return { read, ...renderGalleryPages(url, read) };
}

/** An IntersectionObserver the test reports through: the last one made watches the list's end. */
function watchObservers() {
  const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; target?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    },
  );
  // Throws until the list watches its end (its effect may run after the first text shows).
  return () => {
    const watching = observers.at(-1);
    if (!watching?.target) throw new Error('Nothing is watched yet');
    watching.callback(
      [{ isIntersecting: true, target: watching.target } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  };
}

describe('/gallery/{category}', { timeout: 20_000 }, () => {
  it.each([
    ['alumni', 'Alumni'],
    ['executives', 'Executives'],
    ['honorary', 'Honorary Students'],
    ['events', 'School Events'],
  ])('names the %s collection %s', async (category, heading) => {
    renderCategory(`/gallery/${category}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows only that collection, loading it a page at a time', async () => {
    const { read } = renderCategory('/gallery/honorary');
    const list = within(await screen.findByRole('list', { name: 'Honorary Students photos' }));
    expect(list.getAllByRole('button')).toHaveLength(2);
    expect(list.getByRole('button', { name: 'Olympiad: National medals' })).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith({ category: 'honorary', page: 1, limit: 24 });
    expect(screen.getByText('Showing 2 of 2 photos')).toBeInTheDocument();
  });

  it('loads the next page as the visitor scrolls near the end, showing that it loads', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      testPhoto({ _id: `e${index}`, name: `Event ${index}`, label: 'x', category: 'events' }),
    );
    const nearTheEnd = watchObservers();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const pages = photosRead(() => many);
    const read = vi.fn<PhotosRead>(async (query) => {
      if (query.limit > 24) await held;
      return pages(query);
    });
    renderGalleryPages('/gallery/events', read);
    expect(await screen.findByText('Showing 24 of 30 photos')).toBeInTheDocument();
    await waitFor(nearTheEnd);
    expect(await screen.findByText('Loading more photos…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Showing 30 of 30 photos')).toBeInTheDocument();
    expect(read).toHaveBeenLastCalledWith({ category: 'events', page: 1, limit: 48 });
  });

  it('shows the label and the collection in the lightbox', async () => {
    const { user } = renderCategory('/gallery/honorary');
    await user.click(await screen.findByRole('button', { name: 'Prize: Best project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Best project' });
    expect(dialog).toHaveAccessibleDescription('Part of our Honorary Students collection');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'National medals' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Olympiad: National medals' })).toHaveFocus();
  });

  it('shows the empty text', async () => {
    renderCategory('/gallery/events');
    expect(await screen.findByText('No photos found in this category')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse every photo' })).toHaveAttribute(
      'href',
      '/gallery',
    );
  });

  it('shows the error with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { read, recover } = failingPhotosRead(() => photos);
    const { user } = renderGalleryPages('/gallery/honorary', read);
    expect(
      await screen.findByText('Error loading photos: Failed to load the photos.'),
    ).toBeInTheDocument();
    recover();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('button', { name: 'Olympiad: National medals' }),
    ).toBeInTheDocument();
  });

  it("heads an unknown collection 'Gallery' and offers the real ones, without reading photos", async () => {
    const { read } = renderCategory('/gallery/students');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'School Events' })).toHaveAttribute(
      'href',
      '/gallery/events',
    );
    expect(read).not.toHaveBeenCalled();
  });
});
