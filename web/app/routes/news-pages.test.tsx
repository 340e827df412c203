import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { stubApi } from '@/test/fake-api';
import { newsItem, newsPage, upcomingEvent } from '@/features/news-events/testing/fixtures';
import { preloadRoutes, renderPublicPages } from '@/features/news-events/testing/routes';

beforeAll(preloadRoutes, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const notFound = () => jsonResponse({ error: 'News item not found' }, { status: 404 });

describe('/news/:id (article page)', () => {
  it('shows the whole article: category, date, title, author, summary and body', async () => {
    stubApi({
      'GET /api/academic-news/news-1': () =>
        jsonResponse(
          newsItem(1, {
            title: 'Muon detectors arrive',
            category: 'research',
            summary: 'The lab joins a national network.',
            body: 'The lab joins a national network.\n\nFinal-year students can apply.',
          }),
        ),
    });
    renderPublicPages('/news/news-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Muon detectors arrive' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Research')).toBeInTheDocument();
    expect(screen.getByText('October 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('By Author 1')).toBeInTheDocument();
    // The body's first paragraph repeats the summary: shown once.
    expect(screen.getAllByText('The lab joins a national network.')).toHaveLength(1);
    expect(screen.getByText('Final-year students can apply.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All news & announcements/ })).toHaveAttribute(
      'href',
      '/news',
    );
  });

  it('shows the not-found page for an unknown article', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ 'GET /api/academic-news/nope': notFound });
    renderPublicPages('/news/nope');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Return to Home/ })).toHaveAttribute('href', '/');
  });

  it('offers Try Again when the article fails to load for another reason', async () => {
    stubApi({
      'GET /api/academic-news/news-1': () =>
        jsonResponse({ error: 'Bad request' }, { status: 400 }),
    });
    renderPublicPages('/news/news-1');
    expect(await screen.findByText('Could not load this article: Bad request')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('/events/:id (event page)', () => {
  it('shows the event with Register Now and an Add to calendar download', async () => {
    stubApi({
      'GET /api/upcoming-events/event-4': () =>
        jsonResponse(
          upcomingEvent(4, {
            title: 'Career Fair',
            registrationLink: 'https://forms.example.org/fair',
          }),
        ),
    });
    renderPublicPages('/events/event-4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Career Fair' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Event details' });
    expect(within(details).getByText('Hall 4')).toBeInTheDocument();
    expect(within(details).getByText('Committee 4')).toBeInTheDocument();
    expect(within(details).getByText('December 5, 2026')).toBeInTheDocument();
    const add = within(details).getByRole('link', { name: 'Add to calendar' });
    expect(add).toHaveAttribute('href', '/api/upcoming-events/event-4/ics');
    expect(add).toHaveAttribute('download');
    const register = within(details).getByRole('link', { name: /Register Now/ });
    expect(register).toHaveAttribute('target', '_blank');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the not-found page for an unknown event', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({});
    renderPublicPages('/events/nope');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  });
});

describe('/news (News & Announcements)', () => {
  const many = Array.from({ length: 12 }, (_, index) => newsItem(30 - index));

  it('lists a page of news and links to the next page, keeping it in the URL', async () => {
    const api = stubApi({
      'GET /api/academic-news': ({ search }) => {
        const page = new URLSearchParams(search).get('page');
        return page === '2'
          ? jsonResponse(newsPage([newsItem(1, { title: 'The oldest item' })], 13, 2, 12))
          : jsonResponse(newsPage(many, 13, 1, 12));
      },
    });
    const { user, router } = renderPublicPages('/news');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'News & Announcements' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'News item 30' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/academic-news')?.search).toBe(
      '?limit=12&page=1',
    );

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await screen.findByRole('heading', { name: 'The oldest item' });
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/news');
  });

  it('filters by category on the server, from the URL, with the empty message', async () => {
    const api = stubApi({
      'GET /api/academic-news': ({ search }) =>
        new URLSearchParams(search).get('category') === 'faculty'
          ? jsonResponse(newsPage([], 0, 1, 12))
          : jsonResponse(newsPage(many, 12, 1, 12)),
    });
    const { user, router } = renderPublicPages('/news?category=faculty');
    expect(await screen.findByText('No faculty news available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Faculty' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.find((call) => call.path === '/api/academic-news')?.search).toBe(
      '?category=faculty&limit=12&page=1',
    );

    await user.click(screen.getByRole('button', { name: 'All' }));
    await screen.findByRole('heading', { name: 'News item 30' });
    expect(router.state.location.search).toBe('');
  });

  it('ignores a category or page that makes no sense', async () => {
    const api = stubApi({
      'GET /api/academic-news': () => jsonResponse(newsPage(many, 12, 1, 12)),
    });
    renderPublicPages('/news?category=gossip&page=-3');
    await screen.findByRole('heading', { name: 'News item 30' });
    expect(api.calls.find((call) => call.path === '/api/academic-news')?.search).toBe(
      '?limit=12&page=1',
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });
});
