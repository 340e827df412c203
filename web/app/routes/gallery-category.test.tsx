import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  installRadixShims,
  photosHandler,
  renderPage,
  testPhoto,
} from '@/features/gallery/test/photo-fixtures';
import { Component as CategoryPage } from './gallery-category';

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

function serve() {
  const api = fakeApi({ 'GET /api/photos': photosHandler(() => photos) });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}
const renderCategory = (path: string) => renderPage(CategoryPage, '/gallery/:category', path);

describe('/gallery/{category}', () => {
  it.each([
    ['alumni', 'Alumni'],
    ['executives', 'Executives'],
    ['honorary', 'Honorary Students'],
    ['events', 'School Events'],
  ])('names the %s collection %s', async (category, heading) => {
    serve();
    renderCategory(`/gallery/${category}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows only that collection, loading it a page at a time', async () => {
    const api = serve();
    renderCategory('/gallery/honorary');
    const list = within(await screen.findByRole('list', { name: 'Honorary Students photos' }));
    expect(list.getAllByRole('button')).toHaveLength(2);
    expect(list.getByRole('button', { name: 'Olympiad: National medals' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/photos')?.search).toBe(
      '?category=honorary&limit=24&page=1',
    );
    expect(screen.getByText('Showing 2 of 2 photos')).toBeInTheDocument();
  });

  it('loads the next page as the visitor scrolls near the end', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      testPhoto({ _id: `e${index}`, name: `Event ${index}`, label: 'x', category: 'events' }),
    );
    const api = fakeApi({ 'GET /api/photos': photosHandler(() => many) });
    vi.stubGlobal('fetch', api.fetch);
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
    renderCategory('/gallery/events');
    expect(await screen.findByText('Showing 24 of 30 photos')).toBeInTheDocument();
    const watching = observers.at(-1)!;
    watching.callback(
      [{ isIntersecting: true, target: watching.target! } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(await screen.findByText('Showing 30 of 30 photos')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/photos').at(-1)?.search).toBe(
      '?category=events&limit=24&page=2',
    );
  });

  it('shows the label and the collection in the lightbox', async () => {
    serve();
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

  it('shows a placeholder while loading, and the empty text', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeApi({
      'GET /api/photos': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderCategory('/gallery/events');
    expect(await screen.findByText('Loading photos…')).toBeInTheDocument();
    answer(photosHandler(() => [])({ method: 'GET', path: '', search: '', body: undefined }));
    expect(await screen.findByText('No photos found in this category')).toBeInTheDocument();
  });

  it("heads an unknown collection 'Gallery' and offers the real ones, without asking the API", async () => {
    const api = serve();
    renderCategory('/gallery/students');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'School Events' })).toHaveAttribute(
      'href',
      '/gallery/events',
    );
    expect(api.calls.some((call) => call.path === '/api/photos')).toBe(false);
  });
});
