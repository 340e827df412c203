import type { NewsItem } from '@contract/news';
import type { UpcomingEvent } from '@contract/upcoming-events';

/** A news item for tests; `n` makes ids, titles and dates distinct (newer for larger n). */
export function newsItem(n: number, overrides: Partial<NewsItem> = {}): NewsItem {
  const day = String((n % 28) + 1).padStart(2, '0');
  return {
    _id: `news-${n}`,
    name: `Author ${n}`,
    title: `News item ${n}`,
    summary: `Summary of item ${n}.`,
    date: `2026-10-${day}T00:00:00.000Z`,
    category: 'general',
    status: 'published',
    publishAt: '2026-10-01T08:00:00.000Z',
    createdAt: '2026-10-01T08:00:00.000Z',
    updatedAt: '2026-10-01T08:00:00.000Z',
    ...overrides,
  };
}

export function upcomingEvent(n: number, overrides: Partial<UpcomingEvent> = {}): UpcomingEvent {
  const day = String((n % 28) + 1).padStart(2, '0');
  return {
    _id: `event-${n}`,
    title: `Event ${n}`,
    date: `2026-12-${day}T00:00:00.000Z`,
    time: '10:00 AM - 2:00 PM',
    location: `Hall ${n}`,
    description: `What happens at event ${n}.`,
    organizer: `Committee ${n}`,
    status: 'published',
    publishAt: '2026-11-01T08:00:00.000Z',
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export const newsPage = (news: NewsItem[], total = news.length, page = 1, limit = 20) => ({
  news,
  total,
  page,
  limit,
});

export const eventsPage = (events: UpcomingEvent[]) => ({
  events,
  total: events.length,
  page: 1,
  limit: 20,
});
