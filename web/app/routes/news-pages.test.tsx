import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsItem, newsPage, upcomingEvent } from '@/features/news-events/testing/fixtures';
import { renderPublicPages } from '@/features/news-events/testing/routes';
import { fakeReads, testContext } from '@/test/fake-reads';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.restoreAllMocks());

describe('/news/:id (article page)', () => {
  it('shows the whole article: category, date, title, author, summary and body', async () => {
    const reads = fakeReads({
      news: {
        item: async (id) =>
          id === 'news-1'
            ? newsItem(1, {
                title: 'Muon detectors arrive',
                category: 'research',
                summary: 'The lab joins a national network.',
                body: 'The lab joins a national network.\n\nFinal-year students can apply.',
              })
            : undefined,
      },
    });
    renderPublicPages('/news/news-1', testContext(reads));
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
    renderPublicPages('/news/nope');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Return to Home/ })).toHaveAttribute('href', '/');
  });

  it('shows the error page when the article cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reads = fakeReads({
      news: {
        item: async () => {
          throw new Error('database is locked');
        },
      },
    });
    renderPublicPages('/news/news-1', testContext(reads));
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('database is locked')).toBeInTheDocument();
  });
});

describe('/events/:id (event page)', () => {
  it('shows the event with Register Now and an Add to calendar download', async () => {
    const reads = fakeReads({
      upcomingEvents: {
        item: async () =>
          upcomingEvent(4, {
            title: 'Career Fair',
            registrationLink: 'https://forms.example.org/fair',
          }),
      },
    });
    renderPublicPages('/events/event-4', testContext(reads));
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
    renderPublicPages('/events/nope');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  });
});

describe('/news (News & Announcements)', () => {
  const many = Array.from({ length: 12 }, (_, index) => newsItem(30 - index));

  it('lists a page of news and links to the next page, keeping it in the URL', async () => {
    const page = vi.fn(async ({ page: number }: { page: number }) =>
      number === 2
        ? newsPage([newsItem(1, { title: 'The oldest item' })], 13, 2, 12)
        : newsPage(many, 13, 1, 12),
    );
    const { user } = renderPublicPages('/news', testContext(fakeReads({ news: { page } })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'News & Announcements' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'News item 30' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(page).toHaveBeenCalledWith({ category: undefined, page: 1, limit: 12 });

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await screen.findByRole('heading', { name: 'The oldest item' });
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/news');
  });

  it("loads the first card's image at once (the largest paint) and the others lazily", async () => {
    const withImages = Array.from({ length: 3 }, (_, index) =>
      newsItem(30 - index, { image: `/media/i/${'a'.repeat(63)}${index}.jpg` }),
    );
    const page = vi.fn(async () => newsPage(withImages, 3, 1, 12));
    renderPublicPages('/news', testContext(fakeReads({ news: { page } })));
    await screen.findByRole('heading', { name: 'News item 30' });
    const images = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
  });

  it('filters by category from the URL, with the empty message, each category a link', async () => {
    const page = vi.fn(async ({ category }: { category?: string }) =>
      category === 'faculty' ? newsPage([], 0, 1, 12) : newsPage(many, 12, 1, 12),
    );
    const { user } = renderPublicPages(
      '/news?category=faculty',
      testContext(fakeReads({ news: { page } })),
    );
    expect(await screen.findByText('No Faculty news available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faculty' })).toHaveAttribute('aria-current', 'page');
    expect(page).toHaveBeenCalledWith({ category: 'faculty', page: 1, limit: 12 });

    await user.click(screen.getByRole('link', { name: 'All' }));
    await screen.findByRole('heading', { name: 'News item 30' });
  });

  it('ignores a category or page that makes no sense', async () => {
    const page = vi.fn(async () => newsPage(many, 12, 1, 12));
    renderPublicPages('/news?category=gossip&page=-3', testContext(fakeReads({ news: { page } })));
    await screen.findByRole('heading', { name: 'News item 30' });
    expect(page).toHaveBeenCalledWith({ category: undefined, page: 1, limit: 12 });
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers Try Again when the list cannot be read, and shows it once it can', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const page = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return newsPage(many, 12, 1, 12);
    });
    const { user } = renderPublicPages('/news', testContext(fakeReads({ news: { page } })));
    expect(
      await screen.findByText('Error loading academic news: Failed to fetch academic news'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'News item 30' })).toBeInTheDocument();
  });
});
