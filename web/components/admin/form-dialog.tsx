import { useState } from 'react';
import type * as React from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useDirtyCheck } from './use-unsaved-changes';

/** What the form inside a FormDialog is given. */
export type FormDialogBodyProps = {
  /** A save is running: the dialog will not close until it ends. */
  onBusyChange: (busy: boolean) => void;
  /** The save succeeded: the dialog closes. */
  onSaved: () => void;
  /**
   * Whether the form holds unsaved changes (react-hook-form's formState.isDirty). A form that
   * reports it is trusted; one that never does is compared with what its fields first showed.
   */
  onDirtyChange: (dirty: boolean) => void;
};

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  /** The dialog's width, e.g. 'max-w-2xl'. */
  className?: string;
  /** The form; mounted only while open, so every opening starts from the record (or empty). */
  children: (body: FormDialogBodyProps) => React.ReactNode;
};

/**
 * An add or edit form in a dialog that closes only after a save succeeds, and asks before
 * closing (Cancel, ×, Escape, the backdrop) when something in it changed.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: FormDialogProps) {
  const [busy, setBusy] = useState(false);
  const { track, setDirty, confirmDiscard, dialog: discardDialog } = useDirtyCheck();
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (busy) return;
          if (next) onOpenChange(true);
          else confirmDiscard(() => onOpenChange(false));
        }}
      >
        <DialogContent className={className}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {open && (
            <div ref={track} className="contents">
              {children({
                onBusyChange: setBusy,
                onSaved: () => onOpenChange(false),
                onDirtyChange: setDirty,
              })}
            </div>
          )}
        </DialogContent>
      </Dialog>
      {discardDialog}
    </>
  );
}
