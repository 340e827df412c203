import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, testSite } from '@/test/render';
import { routes } from './router';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

beforeEach(() => {
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/site'
      ? jsonResponse(testSite)
      : jsonResponse({ error: 'Not found' }, { status: 404 }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
});

describe('app routes', () => {
  it('renders home inside the site layout, with the site information', async () => {
    renderWithRouter(null, { routes, path: '/' });
    expect(await screen.findByText('Where curious minds explore the universe')).toBeInTheDocument();
    // The hero's h1 is the association's name, once it has loaded.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(testSite.name),
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByText(testSite.name)).toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('offers the way in from the welcome block', async () => {
    renderWithRouter(null, { routes, path: '/' });
    // The sections under the hero follow once its first image is on screen (jsdom never loads it).
    await screen.findByText('Where curious minds explore the universe');
    fireEvent.load(document.querySelector('[data-slot="hero-slideshow"] img')!);
    const welcome = await screen.findByRole('region', { name: /^Welcome to/ }, { timeout: 5000 });
    const links = within(welcome);
    expect(links.getByRole('link', { name: /About Us/ })).toHaveAttribute('href', '/about');
    expect(links.getByRole('link', { name: /Events & News/ })).toHaveAttribute('href', '/events');
    expect(links.getByRole('link', { name: /Academics Hub/ })).toHaveAttribute(
      'href',
      '/academics',
    );
  });

  it('shows the not-found page, with header and footer, for unknown paths', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithRouter(null, { routes, path: '/definitely/not/here' });
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
