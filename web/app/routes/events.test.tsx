import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import {
  eventsPage,
  newsItem,
  newsPage,
  upcomingEvent,
} from '@/features/news-events/testing/fixtures';
import { stubApi, type ApiHandler } from '@/test/fake-api';
import { preloadRoutes, renderPublicPages } from '@/features/news-events/testing/routes';

beforeAll(preloadRoutes, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

function api(overrides: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /api/academic-news': () => jsonResponse(newsPage(news)),
    'GET /api/upcoming-events': () => jsonResponse(eventsPage(events)),
    ...overrides,
  });
}

const renderApp = (path: string) => renderPublicPages(path);

const newsSection = () => screen.getByRole('region', { name: 'Your Top Academic News' });
const eventsSection = () => screen.getByRole('region', { name: 'Upcoming Events' });

describe('/events', { timeout: 20_000 }, () => {
  it('shows the title and a spinner with the loading text while fetching', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api({
      'GET /api/academic-news': async () => {
        await held;
        return jsonResponse(newsPage(news));
      },
    });
    renderApp('/events');
    expect(await screen.findByText('Loading events and news...')).toBeInTheDocument();
    // The events arrive first: their section shows while the news still loads.
    await screen.findByRole('heading', { name: 'Quiz Bowl' });
    expect(screen.getByText('Loading events and news...')).toBeInTheDocument();
    release();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Academic News & Events' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Exam timetable released' });
    expect(screen.queryByText('Loading events and news...')).not.toBeInTheDocument();
  });

  it('asks for the default page of news and the events still to come', async () => {
    const fake = api();
    renderApp('/events');
    await screen.findByRole('heading', { name: 'Quiz Bowl' });
    const newsCall = fake.calls.find((call) => call.path === '/api/academic-news');
    expect(newsCall?.search).toBe('');
    const eventsCall = fake.calls.find((call) => call.path === '/api/upcoming-events');
    expect(eventsCall?.search).toBe('?upcoming=true');
  });

  it('shows the first 6 news cards with category, date, author, summary and Read More', async () => {
    api();
    renderApp('/events');
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
    const fake = api();
    const { user } = renderApp('/events');
    await screen.findByRole('heading', { name: 'Exam timetable released' });
    const before = fake.calls.length;

    await user.click(screen.getByRole('button', { name: 'Academic' }));
    expect(screen.getByRole('button', { name: 'Academic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(newsSection()).getAllByRole('article')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Faculty' }));
    expect(within(newsSection()).queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No faculty news available.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Student Life' }));
    expect(screen.getByText('No student-life news available.')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.path === '/api/academic-news')).toHaveLength(1);
    expect(fake.calls.length).toBe(before);
  });

  it('shows the empty messages when there is nothing', async () => {
    api({
      'GET /api/academic-news': () => jsonResponse(newsPage([])),
      'GET /api/upcoming-events': () => jsonResponse(eventsPage([])),
    });
    renderApp('/events');
    expect(
      await screen.findByText('No academic news at the moment. Please check back soon!'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No upcoming events at the moment. Please check back soon!'),
    ).toBeInTheDocument();
  });

  it('offers Register Now in a new tab with a registration link, else Learn More', async () => {
    api();
    renderApp('/events');
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

  it('shows each list’s error on its own, and Try Again fetches it again', async () => {
    let failing = true;
    api({
      'GET /api/academic-news': () =>
        failing
          ? jsonResponse({ error: 'Database is asleep' }, { status: 400 })
          : jsonResponse(newsPage(news)),
      'GET /api/upcoming-events': () => new Response('oops', { status: 418 }),
    });
    const { user } = renderApp('/events');
    expect(
      await screen.findByText('Error loading academic news: Database is asleep'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Error loading upcoming events: Failed to fetch upcoming events'),
    ).toBeInTheDocument();

    failing = false;
    await user.click(within(newsSection()).getByRole('button', { name: 'Try Again' }));
    await within(newsSection()).findByRole('heading', { name: 'Exam timetable released' });
    // The events keep their own error.
    expect(within(eventsSection()).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('refreshes each list from Stay Connected', async () => {
    const fake = api();
    const { user } = renderApp('/events');
    await screen.findByRole('heading', { name: 'Quiz Bowl' });
    const count = (path: string) => fake.calls.filter((call) => call.path === path).length;
    await user.click(screen.getByRole('button', { name: 'Refresh News' }));
    await waitFor(() => expect(count('/api/academic-news')).toBe(2));
    expect(count('/api/upcoming-events')).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Refresh Events' }));
    await waitFor(() => expect(count('/api/upcoming-events')).toBe(2));
  });
});
