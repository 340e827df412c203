import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListState } from './list-state';

const base = {
  isPending: false,
  error: null,
  onRetry: vi.fn(),
  retrying: false,
  isEmpty: false,
  emptyMessage: 'No events yet. Add the first one.',
  children: null,
};

describe('ListState', () => {
  it('shows Loading... while pending', () => {
    render(<ListState {...base} isPending />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the error with Try Again', async () => {
    const onRetry = vi.fn();
    render(<ListState {...base} error="Error loading courses: down" onRetry={onRetry} />);
    expect(screen.getByText('Error loading courses: down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty message, else the list', () => {
    const { rerender } = render(
      <ListState {...base} isEmpty>
        <ul aria-label="Events" />
      </ListState>,
    );
    expect(screen.getByText('No events yet. Add the first one.')).toBeInTheDocument();
    rerender(
      <ListState {...base}>
        <ul aria-label="Events" />
      </ListState>,
    );
    expect(screen.getByRole('list', { name: 'Events' })).toBeInTheDocument();
  });
});
