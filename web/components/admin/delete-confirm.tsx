import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { FormError } from './form-error';

type DeleteConfirmProps = {
  /** 'Are you sure you want to delete this course?'. */
  question: string;
  /** What is deleted; null keeps the dialog closed. */
  title: string | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before deleting; stays open (with the reason in red) when the delete fails. */
export function DeleteConfirm({
  question,
  title,
  pending,
  error,
  onConfirm,
  onCancel,
}: DeleteConfirmProps) {
  return (
    <ConfirmDialog
      open={title !== null}
      onOpenChange={(open) => !open && onCancel()}
      destructive
      title={question}
      description={title ? `“${title}” will be removed from the site. This cannot be undone.` : ''}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={pending}
      onConfirm={onConfirm}
    >
      <FormError message={error} />
    </ConfirmDialog>
  );
}
