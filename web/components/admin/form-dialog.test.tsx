import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formSettled } from '@/test/frames';
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
      <label>
        Title <input defaultValue="Exams" />
      </label>
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

/** A form that says itself whether it changed, as one on react-hook-form does (formState.isDirty). */
function ReportingBody({ onDirtyChange }: FormDialogBodyProps) {
  const [dirty, setDirty] = useState(false);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Change
      </button>
      <label>
        Note <input defaultValue="" />
      </label>
    </>
  );
}

function Reporting() {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog open={open} onOpenChange={setOpen} title="Edit News" description="Soon.">
      {(body) => <ReportingBody {...body} />}
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it("trusts the form's own report of unsaved changes over what its fields show", async () => {
    const user = userEvent.setup();
    render(<Reporting />);
    await formSettled();
    // The form says nothing changed (a field it does not count, say): it closes at once.
    await user.type(screen.getByLabelText('Note'), 'x');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before closing when the form reports unsaved changes', async () => {
    const user = userEvent.setup();
    render(<Reporting />);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.keyboard('{Escape}');
    expect(
      await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }),
    ).toBeVisible();
  });

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

  it('closes at once when nothing changed, and asks first when something did', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await formSettled();
    await user.type(screen.getByLabelText('Title'), ' week');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Exams week');

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
