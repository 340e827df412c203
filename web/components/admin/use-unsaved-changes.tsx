import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { formSnapshot } from './form-snapshot';

/**
 * The dirty check of a form: `track` goes on an element around it (a new element, or a new key,
 * starts from its current values). `confirmDiscard(then)` runs `then` at once when nothing
 * changed, else after the person agrees to discard; render `dialog` for the question.
 *
 * A form on react-hook-form knows better than the page what changed: it calls
 * `setDirty(form.formState.isDirty)`, and from then on that answer is used instead of comparing
 * what the fields show (until the tracked element goes away).
 */
export function useDirtyCheck() {
  const root = useRef<HTMLElement | null>(null);
  const snapshot = useRef<string | null>(null);
  const reported = useRef<boolean | null>(null);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const track = useCallback((element: HTMLElement | null) => {
    root.current = element;
    snapshot.current = null;
    if (!element) {
      reported.current = null;
      return;
    }
    // Some controls fill in after mounting (a select's shown value): take the form as it first
    // settles, two frames on. Nobody changes a field that fast; until then it is not dirty.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (root.current === element) snapshot.current = formSnapshot(element);
      }),
    );
  }, []);

  const setDirty = useCallback((dirty: boolean) => {
    reported.current = dirty;
  }, []);

  const isDirty = useCallback(
    () =>
      reported.current ??
      (root.current !== null &&
        snapshot.current !== null &&
        root.current.isConnected &&
        formSnapshot(root.current) !== snapshot.current),
    [],
  );

  const confirmDiscard = useCallback(
    (then: () => void) => {
      if (isDirty()) setPending(() => then);
      else then();
    },
    [isDirty],
  );

  const dialog = (
    <DiscardDialog
      open={pending !== null}
      onKeep={() => setPending(null)}
      onDiscard={() => {
        const then = pending;
        setPending(null);
        then?.();
      }}
    />
  );
  return { track, isDirty, setDirty, confirmDiscard, dialog };
}

/**
 * useDirtyCheck for a form on the page itself (not in a dialog): leaving the page (a link, the
 * back button, another tab of the page, closing the browser tab) asks first too. One per page: a
 * router keeps one navigation blocker at a time.
 */
export function useUnsavedChanges() {
  const check = useDirtyCheck();
  const { isDirty } = check;
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search) &&
        isDirty(),
      [isDirty],
    ),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const dialog = (
    <>
      {check.dialog}
      <DiscardDialog
        open={blocker.state === 'blocked'}
        onKeep={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </>
  );
  return { ...check, dialog };
}

function DiscardDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onKeep()}
      destructive
      title="Discard unsaved changes?"
      description="What you changed in this form has not been saved."
      cancelLabel="Keep editing"
      confirmLabel="Discard changes"
      onConfirm={onDiscard}
    />
  );
}
