import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContentContext, testimonial as testimonialFixture } from '@/test/site-content';
import { newsItem } from '@/features/news-events/testing/fixtures';
import { fakeReads, testContext } from '@/test/fake-reads';
import { renderPages, type PageRoute } from '@/test/pages';
import * as about from './about';
import * as contact from './contact';
import * as home from './home';
import * as notFound from './not-found';
import * as testimonial from './testimonial';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 6000 });
vi.setConfig({ testTimeout: 20_000 });

/** An IntersectionObserver that never reports: entrance animations wait, carousels stay idle. */
class QuietObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
beforeEach(() => vi.stubGlobal('IntersectionObserver', QuietObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pages: PageRoute[] = [
  { path: '', module: home },
  { path: 'about', module: about },
  { path: 'contact', module: contact },
  { path: 'testimonials/:slug', module: testimonial },
  { path: '*', module: notFound },
];

describe('Home', () => {
  it('renders the hero and the twelve sections below it in order', async () => {
    renderPages('/', pages, siteContentContext());
    expect(await screen.findByRole('region', { name: 'Introduction' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      "Welcome to the Physics Students' Association",
      'Everything a physics student needs, in one place',
      'A message from our President',
      'Students of physics, building a community of curious minds',
      'Making a difference, inside the department and beyond',
      'At a glance',
      'Programmes in the department',
      'Support that lasts from 100L to graduation',
      'News from the department',
      'Meet the executives',
      'What our members say',
      'Be part of it',
    ]);
    expect(screen.getByText('No announcements yet. Please check back soon!')).toBeInTheDocument();
  });

  it('shows the 3 newest announcements from the loader', async () => {
    const page = vi.fn(async () => ({
      news: [newsItem(3, { title: 'Lab reopens' }), newsItem(2), newsItem(1)],
      total: 3,
      page: 1,
      limit: 3,
    }));
    renderPages('/', pages, testContext(fakeReads({ news: { page } })));
    expect(await screen.findByRole('link', { name: 'Lab reopens' })).toHaveAttribute(
      'href',
      '/news/news-3',
    );
    expect(page).toHaveBeenCalledWith({ limit: 3, page: 1 });
  });
});

describe('About', () => {
  it('has the executive council at #executives and the advisers at #faculty', async () => {
    renderPages('/about', pages, siteContentContext());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About the PSA' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The executive council' })).toHaveAttribute(
      'id',
      'executives',
    );
    expect(screen.getByRole('region', { name: 'Our faculty advisers' })).toHaveAttribute(
      'id',
      'faculty',
    );
  });

  it('lists past councils by session, latest first, and leaves the section out while there are none', async () => {
    const context = siteContentContext();
    Object.assign(context.reads.pastCouncils, {
      list: async () => [
        {
          session: '2026/2027',
          members: [
            { name: 'Ada Obi', role: 'President' },
            { name: 'Tunde Bello', role: 'Treasurer' },
          ],
        },
        { session: '2025/2026', members: [{ name: 'Chidi Eze', role: 'President' }] },
      ],
    });
    renderPages('/about', pages, context);
    const section = await screen.findByRole('region', { name: 'Past councils' });
    expect(section).toHaveAttribute('id', 'past-councils');
    const sessions = within(section).getAllByRole('heading', { level: 3 });
    expect(sessions.map((heading) => heading.textContent)).toEqual([
      '2026/2027 session',
      '2025/2026 session',
    ]);
    expect(
      within(screen.getByRole('region', { name: '2026/2027 session' })).getByText('Tunde Bello'),
    ).toBeInTheDocument();
  });

  it('has no Past councils section before a session has ended', async () => {
    renderPages('/about', pages, siteContentContext());
    await screen.findByRole('region', { name: 'The executive council' });
    expect(screen.queryByRole('region', { name: 'Past councils' })).not.toBeInTheDocument();
  });

  it('renders every section at once when sent to one', async () => {
    renderPages('/about#faculty', pages, siteContentContext());
    expect(await screen.findByRole('region', { name: 'Our faculty advisers' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Join the PSA' })).toBeInTheDocument();
  });

  it('shows Scroll to top only past 400 px', async () => {
    renderPages('/about#executives', pages, siteContentContext());
    await screen.findByRole('region', { name: 'Join the PSA' });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      fireEvent.scroll(window);
    };
    scrollTo(400);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(401);
    fireEvent.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument(),
    );
  });
});

describe('Testimonials', () => {
  it('shows a whole testimonial', async () => {
    const ibrahim = testimonialFixture(3, {
      slug: 'ibrahim-musa',
      name: 'Ibrahim Musa',
      fullTestimonial: ['I now work as a junior geophysicist on a survey team.'],
    });
    renderPages('/testimonials/ibrahim-musa', pages, siteContentContext([], [ibrahim]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ibrahim Musa' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/I now work as a junior geophysicist/)).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPages('/testimonials/nobody', pages, siteContentContext());
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});

describe('Contact', () => {
  it('has the details and the form', async () => {
    renderPages('/contact', pages);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get in touch' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@psa-chapter.org' })).toBeInTheDocument();
  });
});
