import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { FormError, FormRootError } from './form-error';

type FormDialogFooterProps = {
  /**
   * The whole form's error, in red above the buttons. Left out inside a react-hook-form Form:
   * its `errors.root` shows there.
   */
  error?: string | null;
  /** 'Create' or 'Update'. */
  submitLabel: string;
  /** The save runs: Cancel is off and the submit button spins. */
  pending: boolean;
  /** A file uploads ahead of the save: the submit button spins and waits for it. */
  uploading?: boolean;
  /** An image is being compressed (its field says so): the submit button waits for it. */
  compressing?: boolean;
};

/** A form dialog's error, Cancel and submit button. */
export function FormDialogFooter({
  error,
  submitLabel,
  pending,
  uploading = false,
  compressing = false,
}: FormDialogFooterProps) {
  return (
    <>
      {error === undefined ? <FormRootError /> : <FormError message={error} />}
      <DialogFooter className="mt-1">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        {/* aria-disabled, not disabled: the button keeps its focus and its name is still read. */}
        <Button type="submit" aria-disabled={pending || uploading || compressing || undefined}>
          {(pending || uploading) && <Spinner />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
