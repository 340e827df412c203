import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('says why the data did not load and offers Try again', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="Failed to load the inbox" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the inbox');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
