import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsPage } from '@contract/news';
import type { PublicReads } from '@contract/public-reads';
import type { UpcomingEventsPage } from '@contract/upcoming-events';
import {
  eventsPage,
  newsItem,
  newsPage,
  upcomingEvent,
} from '@/features/news-events/testing/fixtures';
import { renderPublicPages } from '@/features/news-events/testing/routes';
import { fakeReads, testContext } from '@/test/fake-reads';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.restoreAllMocks());

const news = [
  newsItem(9, { category: 'academic', title: 'Exam timetable released' }),
  newsItem(8, { category: 'research' }),
  newsItem(7, { category: 'academic' }),
  newsItem(6),
  newsItem(5),
  newsItem(4),
  newsItem(3, { category: 'academic' }),
  newsItem(2),
];
const events = [
  upcomingEvent(1, {
    title: 'Quantum Workshop',
    registrationLink: 'https://forms.example.org/quantum',
  }),
  upcomingEvent(2, { title: 'Quiz Bowl' }),
];

type NewsRead = PublicReads['news']['page'];
type EventsRead = PublicReads['upcomingEvents']['page'];

/** The page's two reads (spies), answering the lists above unless told otherwise. */
function reads({
  newsPage: readNews = async () => newsPage(news),
  eventsPage: readEvents = async () => eventsPage(events),
}: {
  newsPage?: (...args: Parameters<NewsRead>) => Promise<NewsPage>;
  eventsPage?: (...args: Parameters<EventsRead>) => Promise<UpcomingEventsPage>;
} = {}) {
  const page = { news: vi.fn(readNews), events: vi.fn(readEvents) };
  const context = testContext(
    fakeReads({ news: { page: page.news }, upcomingEvents: { page: page.events } }),
  );
  return { page, context };
}

const renderEvents = (context = reads().context) => renderPublicPages('/events', context);

const newsSection = () => screen.getByRole('region', { name: 'Your Top Academic News' });
const eventsSection = () => screen.getByRole('region', { name: 'Upcoming Events' });

describe('/events', { timeout: 20_000 }, () => {
  it('shows the title, and a spinner with the loading text while both lists load again', async () => {
    let release = () => {};
    let held: Promise<void> = Promise.resolve();
    const { context } = reads({
      newsPage: async () => {
        await held;
        return newsPage(news);
      },
    });
    const { user } = renderEvents(context);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Academic News & Events' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Exam timetable released' });
    expect(screen.queryByText('Loading events and news...')).not.toBeInTheDocument();

    held = new Promise<void>((resolve) => (release = resolve));
    await user.click(screen.getByRole('button', { name: 'Refresh News' }));
    await user.click(screen.getByRole('button', { name: 'Refresh Events' }));
    expect(await screen.findByText('Loading events and news...')).toBeInTheDocument();
    // The lists loaded stay on the page meanwhile.
    expect(screen.getByRole('heading', { name: 'Quiz Bowl' })).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(screen.queryByText('Loading events and news...')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Exam timetable released' })).toBeInTheDocument();
  });

  it('asks for the default page of news and the events still to come', async () => {
    const { page, context } = reads();
    renderEvents(context);
    await screen.findByRole('heading', { name: 'Quiz Bowl' });
    expect(page.news).toHaveBeenCalledWith({ limit: 20, page: 1 });
    expect(page.events).toHaveBeenCalledWith({ limit: 20, page: 1, upcoming: true });
  });

  it('shows the first 6 news cards with category, date, author, summary and Read More', async () => {
    renderEvents();
    await screen.findByRole('heading', { name: 'Exam timetable released' });
    const cards = within(newsSection()).getAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = cards[0]!;
    expect(within(first).getByText('Academic')).toBeInTheDocument();
    expect(within(first).getByText('October 10, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Author 9')).toBeInTheDocument();
    expect(within(first).getByText('Summary of item 9.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/news/news-9',
    );
  });

  it('filters the loaded list by category without asking the server again', async () => {
    const { page, context } = reads();
    const { user } = renderEvents(context);
    await screen.findByRole('heading', { name: 'Exam timetable released' });

    await user.click(screen.getByRole('button', { name: 'Academic' }));
    expect(screen.getByRole('button', { name: 'Academic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(newsSection()).getAllByRole('article')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Faculty' }));
    expect(within(newsSection()).queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No Faculty news available.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Student Life' }));
    expect(screen.getByText('No Student Life news available.')).toBeInTheDocument();
    expect(page.news).toHaveBeenCalledTimes(1);
    expect(page.events).toHaveBeenCalledTimes(1);
  });

  it('shows the empty messages when there is nothing', async () => {
    const { context } = reads({
      newsPage: async () => newsPage([]),
      eventsPage: async () => eventsPage([]),
    });
    renderEvents(context);
    expect(
      await screen.findByText('No academic news at the moment. Please check back soon!'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No upcoming events at the moment. Please check back soon!'),
    ).toBeInTheDocument();
  });

  it('offers Register Now in a new tab with a registration link, else Learn More', async () => {
    renderEvents();
    await screen.findByRole('heading', { name: 'Quiz Bowl' });
    const [workshop, quiz] = within(eventsSection()).getAllByRole('article');
    const register = within(workshop!).getByRole('link', { name: /Register Now/ });
    expect(register).toHaveAttribute('href', 'https://forms.example.org/quantum');
    expect(register).toHaveAttribute('target', '_blank');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(workshop!).queryByRole('link', { name: /Learn More/ })).not.toBeInTheDocument();
    expect(within(quiz!).getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      '/events/event-2',
    );
    expect(within(quiz!).getByText('Committee 2')).toBeInTheDocument();
    expect(within(quiz!).getByText('Hall 2')).toBeInTheDocument();
    expect(within(quiz!).getByText('December 3, 2026').closest('dd')).toHaveTextContent(
      'December 3, 2026 · 10:00 AM - 2:00 PM',
    );
  });

  it('shows each list’s error on its own, and Try Again reads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const { context } = reads({
      newsPage: async () => {
        if (failing) throw new Error('Database is asleep');
        return newsPage(news);
      },
      eventsPage: async () => {
        throw new Error('oops');
      },
    });
    const { user } = renderEvents(context);
    expect(
      await screen.findByText('Error loading academic news: Failed to fetch academic news'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Error loading upcoming events: Failed to fetch upcoming events'),
    ).toBeInTheDocument();
    // The cause goes to the server's log, not to the page.
    expect(screen.queryByText(/Database is asleep/)).not.toBeInTheDocument();

    failing = false;
    await user.click(within(newsSection()).getByRole('button', { name: 'Try Again' }));
    await within(newsSection()).findByRole('heading', { name: 'Exam timetable released' });
    // The events keep their own error.
    expect(within(eventsSection()).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('refreshes each list on its own from Stay Connected', async () => {
    let round = 1;
    const { context } = reads({
      newsPage: async () => newsPage([newsItem(round, { title: `News of round ${round}` })]),
      eventsPage: async () =>
        eventsPage([upcomingEvent(round, { title: `Event of round ${round}` })]),
    });
    const { user } = renderEvents(context);
    await screen.findByRole('heading', { name: 'Event of round 1' });

    round = 2;
    await user.click(screen.getByRole('button', { name: 'Refresh News' }));
    await within(newsSection()).findByRole('heading', { name: 'News of round 2' });
    expect(
      within(eventsSection()).getByRole('heading', { name: 'Event of round 1' }),
    ).toBeVisible();

    round = 3;
    await user.click(screen.getByRole('button', { name: 'Refresh Events' }));
    await within(eventsSection()).findByRole('heading', { name: 'Event of round 3' });
    expect(within(newsSection()).getByRole('heading', { name: 'News of round 2' })).toBeVisible();
  });
});
