import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActions } from './row-actions';

describe('RowActions', () => {
  it('names each button for the row it acts on', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<RowActions title="Quiz Bowl" onEdit={onEdit} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit “Quiz Bowl”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Quiz Bowl”' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
