import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormDialog, type FormDialogBodyProps } from './form-dialog';

function Body({ onBusyChange, onSaved }: FormDialogBodyProps) {
  return (
    <>
      <button type="button" onClick={() => onBusyChange(true)}>
        Start saving
      </button>
      <button type="button" onClick={onSaved}>
        Saved
      </button>
    </>
  );
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FormDialog open={open} onOpenChange={setOpen} title="Add New Event" description="Soon.">
        {(body) => <Body {...body} />}
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('shows the form under its title and closes once the save succeeds', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Add New Event' });
    expect(dialog).toHaveAccessibleDescription('Soon.');
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open while a save runs', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Start saving' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add New Event' })).toBeInTheDocument();
  });
});
