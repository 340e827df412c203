import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function EditDialog({ showCloseButton }: { showCloseButton?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Edit photo</Button>
      </DialogTrigger>
      <DialogContent showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Edit Photo</DialogTitle>
          <DialogDescription>Name, label and category.</DialogDescription>
        </DialogHeader>
        <input aria-label="Name" />
        <DialogFooter>
          <Button>Update</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a named, described modal dialog', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EditDialog />);
    await user.click(screen.getByRole('button', { name: 'Edit photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Photo' });
    expect(dialog).toHaveAccessibleDescription('Name, label and category.');
    expect(dialog).toHaveAttribute('data-state', 'open');
  });

  it('closes with its Close button and Escape, returning focus to the trigger', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EditDialog />);
    const trigger = screen.getByRole('button', { name: 'Edit photo' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('can leave out the corner Close button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EditDialog showCloseButton={false} />);
    await user.click(screen.getByRole('button', { name: 'Edit photo' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
