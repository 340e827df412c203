import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from './form-dialog-footer';

type Props = React.ComponentProps<typeof FormDialogFooter>;

const renderFooter = (props: Partial<Props>) =>
  render(
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Add Course</DialogTitle>
        <form>
          <FormDialogFooter error={null} submitLabel="Create" pending={false} {...props} />
        </form>
      </DialogContent>
    </Dialog>,
  );

const spinnerIn = (element: HTMLElement) => element.querySelector('[data-slot="spinner"]');

describe('FormDialogFooter', () => {
  it('offers Cancel and the submit button, with the form’s error above them', () => {
    renderFooter({ error: 'Failed to create course' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create course');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Create' })).not.toHaveAttribute('aria-disabled');
  });

  it('spins and turns Cancel off while the save runs', () => {
    renderFooter({ pending: true, submitLabel: 'Update' });
    const submit = screen.getByRole('button', { name: 'Update' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(spinnerIn(submit)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('waits for an upload (spinning) or a compression (quietly), Cancel still on', () => {
    const { unmount } = renderFooter({ uploading: true });
    expect(spinnerIn(screen.getByRole('button', { name: 'Create' }))).not.toBeNull();
    unmount();
    renderFooter({ compressing: true });
    const submit = screen.getByRole('button', { name: 'Create' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(spinnerIn(submit)).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
