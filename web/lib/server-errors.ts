import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { splitSaveError } from './form-errors';

type Options = {
  /** The server paths the form can show by a field; by default those with a label. */
  known?: (path: string) => boolean;
  /** The field a 409 (a taken code or name) belongs under. */
  conflictField?: string;
  /** The form field that shows a server path ('materials.0.url' → 'materials'); itself by default. */
  fieldOf?: (path: string) => string;
};

/**
 * Shows a failed save in the form: the server's field messages (`fields` in the JSON error) under
 * the same fields the resolver's messages go, focusing the first, and anything else as the form's
 * message (`errors.root`, shown by FormRootMessage).
 *
 *   catch (error) { showServerErrors(form.setError, error, labels, { conflictField: "code" }); }
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  labels: Record<string, string>,
  { fieldOf = (path) => path, ...split }: Options = {},
): void {
  const { fields, form: message } = splitSaveError(error, labels, split);
  let first = true;
  for (const [path, text] of Object.entries(fields)) {
    setError(fieldOf(path) as Path<T>, { type: 'server', message: text }, { shouldFocus: first });
    first = false;
  }
  if (message) setError('root', { type: 'server', message });
}
