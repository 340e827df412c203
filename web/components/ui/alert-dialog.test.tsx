import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './alert-dialog';

function Harness({
  pending = false,
  onConfirm = vi.fn(),
}: {
  pending?: boolean;
  onConfirm?: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive
        title="Delete this event?"
        description="It disappears from the site at once."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={pending}
        onConfirm={onConfirm}
      >
        <p>Extra detail</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks, with Cancel focused first, and closes on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this event?' });
    expect(dialog).toHaveAccessibleDescription('It disappears from the site at once.');
    expect(screen.getByText('Extra detail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls onConfirm and stays open until the caller closes it', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('data-slot', 'alert-dialog-action');
    expect(confirm).toHaveClass('bg-destructive');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows progress and cannot be dismissed while pending', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness pending />);
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByText('open')).toBeInTheDocument();
  });
});
