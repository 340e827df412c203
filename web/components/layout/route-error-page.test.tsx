import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { useRouteError } from 'react-router';
import { RouteErrorPage } from './route-error-page';

function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}

// React and the router report caught render errors on the console; keep the output readable.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('The flux capacitor is out of flux');
}

describe('Route error element', () => {
  it("shows a render error's message", async () => {
    renderWithRouter(null, {
      routes: [{ path: '/', Component: Broken, ErrorBoundary }],
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The flux capacitor is out of flux')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it("shows a response error's status and status text", async () => {
    renderWithRouter(null, {
      routes: [
        {
          path: '/',
          loader: () => {
            throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
          },
          Component: () => null,
          ErrorBoundary,
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it("adds a 503's reason (the database is away) when it carries one", async () => {
    renderWithRouter(null, {
      routes: [
        {
          path: '/',
          loader: () => {
            throw new Response('The database is unavailable at the moment.', {
              status: 503,
              statusText: 'Service Unavailable',
            });
          },
          Component: () => null,
          ErrorBoundary,
        },
      ],
    });
    expect(
      await screen.findByText(
        '503 Service Unavailable: The database is unavailable at the moment.',
      ),
    ).toBeInTheDocument();
  });

  it('copes with something thrown that is not an Error', async () => {
    function ThrowsString(): never {
      throw 'plain text failure';
    }
    renderWithRouter(null, { routes: [{ path: '/', Component: ThrowsString, ErrorBoundary }] });
    expect(await screen.findByText('plain text failure')).toBeInTheDocument();
  });
});
