import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '@/test/admin';
import { jsonResponse } from '@/test/render';

// The real route table loads pages lazily: load these up front, and allow for a busy machine.
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
beforeAll(async () => {
  await Promise.all([
    import('./home'),
    import('./home-below-fold'),
    import('./about'),
    import('./about-below-fold'),
    import('./testimonial'),
    import('./contact'),
  ]);
}, 60_000);
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', QuietObserver);
  vi.stubGlobal(
    'fetch',
    fakeApi({
      'GET /api/academic-news': () => jsonResponse({ news: [], total: 0, page: 1, limit: 3 }),
    }).fetch,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** jsdom never loads images: tell the hero its first image is on screen. */
function heroImageLoads() {
  const image = document.querySelector('[data-slot="hero-slideshow"] img');
  if (image) fireEvent.load(image);
}

describe('Home', () => {
  it('renders the hero at once, then the twelve sections below it in order', async () => {
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Introduction' })).toBeInTheDocument();
    heroImageLoads();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Be part of it' })).toBeInTheDocument(),
    );
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
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
    expect(
      await screen.findByText('No announcements yet. Please check back soon!'),
    ).toBeInTheDocument();
  });
});

describe('About', () => {
  it('has the executive council at #executives and the advisers at #faculty', async () => {
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About the PSA' }),
    ).toBeInTheDocument();
    heroImageLoads();
    const council = await screen.findByRole('region', { name: 'The executive council' });
    expect(council).toHaveAttribute('id', 'executives');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Our faculty advisers' })).toHaveAttribute(
        'id',
        'faculty',
      ),
    );
  });

  it('renders every section at once when sent to one, and scrolls to it', async () => {
    renderApp('/about#faculty');
    const faculty = await screen.findByRole('region', { name: 'Our faculty advisers' });
    await waitFor(() => expect(faculty.scrollIntoView).toHaveBeenCalled());
  });

  it('shows Scroll to top only past 400 px', async () => {
    renderApp('/about#executives');
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
    renderApp('/testimonials/ibrahim-musa');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ibrahim Musa' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/I now work as a junior geophysicist/)).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/testimonials/nobody');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});

describe('Contact', () => {
  it('has the details and the form', async () => {
    renderApp('/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get in touch' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('link', { name: 'info@psa-chapter.org' }),
    ).toBeInTheDocument();
  });
});
