import { useCallback } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { showServerErrors } from '@/lib/server-errors';

/** Shows a failed save's field messages in the form; false when it had none (the page reports it). */
export type ShowServerErrors = (error: unknown) => boolean;

/**
 * The calendar forms report failed saves in a toast (spec: 'Failed to …'); a failure the server
 * explains field by field shows under those fields instead, as the form's own messages do.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  labels: Record<string, string>,
): ShowServerErrors {
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || !error.fields || error.status === 409) return false;
      showServerErrors(setError, error, labels);
      return true;
    },
    [setError, labels],
  );
}
