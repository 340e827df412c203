import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@contract/news';
import { loader as homeLoader } from '@/app/routes/home';
import { fakeReads, testContext } from '@/test/fake-reads';
import { renderWithRouter } from '@/test/render';
import { FETCH_LATEST_NEWS_FAILED, LatestAnnouncements } from './latest-announcements';

function newsItem(n: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    _id: `n${n}`,
    name: `Author ${n}`,
    title: `Headline ${n}`,
    summary: `Summary ${n}`,
    date: `2026-11-1${n}T00:00:00.000Z`,
    category: 'academic',
    status: 'published',
    publishAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  // Entrance animations are not under test here.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('LatestAnnouncements', () => {
  it('shows the newest items, each linking to its article', () => {
    renderWithRouter(
      <LatestAnnouncements
        news={{ ok: true, data: [newsItem(3, { category: 'research' }), newsItem(2), newsItem(1)] }}
      />,
    );
    expect(screen.getByRole('region', { name: 'News from the department' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Headline 3' })).toHaveAttribute('href', '/news/n3');
    expect(first.getByText('Research')).toBeInTheDocument();
    // A calendar date, never moved by a day.
    expect(first.getByText('November 13, 2026')).toHaveAttribute('datetime', '2026-11-13');
    expect(first.getByText('By Author 3')).toBeInTheDocument();
    expect(first.getByText('Summary 3')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Academic')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All events and news' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('says so when there is no news', () => {
    renderWithRouter(<LatestAnnouncements news={{ ok: true, data: [] }} />);
    expect(screen.getByText('No announcements yet. Please check back soon!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All events and news' })).toBeInTheDocument();
  });

  it('says so in its place when the news could not be read, with a way to try again', () => {
    renderWithRouter(<LatestAnnouncements news={{ ok: false, error: FETCH_LATEST_NEWS_FAILED }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(FETCH_LATEST_NEWS_FAILED);
    // Home runs without React: trying again is loading it again.
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
      'href',
      '/#announcements-title',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe("Home's loader", () => {
  it('asks for the 3 newest items and hands them to the section', async () => {
    const news = [newsItem(3), newsItem(2), newsItem(1)];
    const page = vi.fn(async () => ({ news, total: 7, page: 1, limit: 3 }));
    const data = await homeLoader({
      context: testContext(fakeReads({ news: { page } })),
    } as never);
    expect(page).toHaveBeenCalledWith({ limit: 3, page: 1 });
    expect(data.latestNews).toEqual({ ok: true, data: news });
  });

  it('keeps Home standing when the news cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = vi.fn(async () => Promise.reject(new Error('database is locked')));
    const data = await homeLoader({
      context: testContext(fakeReads({ news: { page } })),
    } as never);
    expect(data.latestNews).toEqual({ ok: false, error: FETCH_LATEST_NEWS_FAILED });
  });
});
