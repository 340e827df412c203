import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '@contract/photos';
import { jsonResponse } from '@/test/render';
import { flattenPhotoPages, getPhotoPage, getPhotoPagesQueryOptions } from './get-photo-pages';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const photo = (id: string): Photo => ({
  _id: id,
  url: `/media/i/${id}.jpg`,
  label: `Label ${id}`,
  category: 'alumni',
  createdAt: '2026-11-01T10:00:00.000Z',
});

describe('getPhotoPage', () => {
  it('asks for one page of a collection and reads the total from X-Total-Count', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse([photo('a'), photo('b')], { headers: { 'X-Total-Count': '30' } }),
    );
    const page = await getPhotoPage({ category: 'alumni', page: 2, limit: 2 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/photos?category=alumni&limit=2&page=2');
    expect(page).toMatchObject({ page: 2, total: 30 });
    expect(page.photos.map((p) => p._id)).toEqual(['a', 'b']);
  });

  it('leaves the category out for every photo, and copes without the header', async () => {
    fetchMock.mockResolvedValue(jsonResponse([photo('a')]));
    const page = await getPhotoPage({ category: null, page: 1, limit: 24 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/photos?limit=24&page=1');
    expect(page.total).toBe(1);
  });
});

describe('paging', () => {
  const options = getPhotoPagesQueryOptions('events', 2);
  const next = (last: { photos: Photo[]; page: number; total: number }) =>
    options.getNextPageParam(last, [last], last.page, [last.page]);

  it('asks for the next page until the total is reached', () => {
    expect(options.queryKey).toEqual(['photos', 'pages', 'events', 2]);
    expect(next({ photos: [photo('a'), photo('b')], page: 1, total: 3 })).toBe(2);
    expect(next({ photos: [photo('c')], page: 2, total: 3 })).toBeUndefined();
    expect(next({ photos: [photo('a'), photo('b')], page: 1, total: 2 })).toBeUndefined();
  });

  it('keeps each photo once when an upload shifted the pages', () => {
    const pages = [
      { photos: [photo('a'), photo('b')], page: 1, total: 4 },
      { photos: [photo('b'), photo('c')], page: 2, total: 4 },
    ];
    expect(flattenPhotoPages(pages).map((p) => p._id)).toEqual(['a', 'b', 'c']);
  });
});
