import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { NotFoundPage as NotFound } from './not-found-page';

afterEach(() => vi.restoreAllMocks());

describe('Not-found page', () => {
  it('says the page was not found and links home', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithRouter(<NotFound />, { path: '/no/such/page' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('logs the attempted path as a warning, not an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    renderWithRouter(<NotFound />, { path: '/no/such/page' });
    expect(warn).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('takes the user home', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, router } = renderWithRouter(<NotFound />, { path: '/nowhere' });
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
