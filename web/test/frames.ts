import { act } from '@testing-library/react';

/**
 * Waits two animation frames: a dirty check takes a form's first values then (use-unsaved-changes
 * .tsx). Frames run in order, so this ends after the form's; a fixed timeout may not, on a busy
 * machine.
 */
export const formSettled = () =>
  act(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
