import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteConfirm } from './delete-confirm';

const question = 'Are you sure you want to delete this event?';

describe('DeleteConfirm', () => {
  it('stays closed without a title', () => {
    render(
      <DeleteConfirm
        question={question}
        title={null}
        pending={false}
        error={null}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks about the item, shows why a delete failed, and reports confirm and cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <DeleteConfirm
        question={question}
        title="Quiz Bowl"
        pending={false}
        error="Failed to delete event"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: question });
    expect(
      within(dialog).getByText('“Quiz Bowl” will be removed from the site. This cannot be undone.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Failed to delete event')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
