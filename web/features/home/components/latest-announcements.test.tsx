import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@contract/news';
import { fakeApi } from '@/test/admin';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { LatestAnnouncements } from './latest-announcements';

function newsItem(n: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    _id: `n${n}`,
    name: `Author ${n}`,
    title: `Headline ${n}`,
    summary: `Summary ${n}`,
    date: `2026-11-1${n}T00:00:00.000Z`,
    category: 'academic',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const page = (news: NewsItem[]) => jsonResponse({ news, total: news.length, page: 1, limit: 3 });

beforeEach(() => {
  // Entrance animations are not under test here.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('LatestAnnouncements', () => {
  it('asks the API for the 3 newest items and shows them, each linking to its article', async () => {
    const api = fakeApi({
      'GET /api/academic-news': () =>
        page([newsItem(3, { category: 'research' }), newsItem(2), newsItem(1)]),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithRouter(<LatestAnnouncements />);

    expect(
      screen.getByRole('list', { name: 'Loading the latest announcements' }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Headline 3' })).toHaveAttribute('href', '/news/n3');
    expect(first.getByText('Research')).toBeInTheDocument();
    // A calendar date, never moved by a day.
    expect(first.getByText('November 13, 2026')).toHaveAttribute('datetime', '2026-11-13');
    expect(first.getByText('By Author 3')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/academic-news')?.search).toBe(
      '?limit=3&page=1',
    );
    expect(screen.getByRole('link', { name: 'All events and news' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('never shows more than three, whatever the answer', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/academic-news': () => page([1, 2, 3, 4].map((n) => newsItem(n))) }).fetch,
    );
    renderWithRouter(<LatestAnnouncements />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('says so when there is no news', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/academic-news': () => page([]) }).fetch);
    renderWithRouter(<LatestAnnouncements />);
    expect(
      await screen.findByText('No announcements yet. Please check back soon!'),
    ).toBeInTheDocument();
  });

  it('shows the failure and tries again on request', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/academic-news': () =>
          fail ? jsonResponse({}, { status: 500 }) : page([newsItem(1)]),
      }).fetch,
    );
    const { user } = renderWithRouter(<LatestAnnouncements />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch academic news');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });
});
