import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { DetailState } from './detail-state';

/** Only the fields DetailState reads. */
const query = (fields: Partial<UseQueryResult<string, Error>>) =>
  ({ isPending: false, isError: false, isFetching: false, ...fields }) as UseQueryResult<
    string,
    Error
  >;

const renderState = (state: UseQueryResult<string, Error>) =>
  render(
    <DetailState query={state} what="this event" className="max-w-4xl" notFound={<p>Gone</p>}>
      {(data) => <h1>{data}</h1>}
    </DetailState>,
  );

describe('DetailState', () => {
  it('shows a placeholder named for the record while it loads', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading this event' })).toHaveClass('max-w-4xl');
  });

  it('shows not-found for a 404 and the record once loaded', () => {
    const missing = new ApiError('Event not found', { status: 404, code: 'http' });
    const { unmount } = renderState(query({ isError: true, error: missing }));
    expect(screen.getByText('Gone')).toBeInTheDocument();
    unmount();
    renderState(query({ data: 'Quiz Bowl' }));
    expect(screen.getByRole('heading', { name: 'Quiz Bowl' })).toBeInTheDocument();
  });

  it('shows any other failure with Try Again, which fetches again', async () => {
    const refetch = vi.fn();
    renderState(query({ isError: true, error: new Error('Network down'), refetch }));
    expect(screen.getByText('Could not load this event: Network down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
