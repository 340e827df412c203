import { ApiError } from '@/lib/api-client';

/** Messages by field path: 'title', 'materials.0.url'. */
export type FieldErrors = Record<string, string>;

/**
 * A field's message as a sentence: the contract's 'is required' under 'Title' reads 'Title is
 * required'. Messages that already stand alone are kept.
 */
export function sentence(label: string, message: string): string {
  return /^(is|must|should|cannot|was) /.test(message) ? `${label} ${message}` : message;
}

/**
 * The label of a path: the whole path's own label first ('materials.0.url' may have one), then
 * its last named segment's ('url' → 'URL'), then the path itself.
 */
export function labelOf(path: string, labels: Record<string, string>): string {
  if (labels[path]) return labels[path];
  const last = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  return (last && labels[last]) || path;
}

type SplitOptions = {
  /** The server paths the form can show by a field; by default those with a label. */
  known?: (path: string) => boolean;
  /** The field a 409 (a taken code or name) belongs under. */
  conflictField?: string;
};

/**
 * Splits a failed save into messages by field (the server's `fields`, or a conflict) and one for
 * the whole form: the server's `error`, else the spec's 'Failed to …' text. The form message
 * stays whenever no field message explains the failure.
 */
export function splitSaveError(
  error: unknown,
  labels: Record<string, string>,
  { known = (path) => path in labels, conflictField }: SplitOptions = {},
): { fields: FieldErrors; form: string | null } {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError)) return { fields: {}, form: message };
  if (error.status === 409 && conflictField)
    return { fields: { [conflictField]: message }, form: null };
  if (!error.fields) return { fields: {}, form: message };
  const fields: FieldErrors = {};
  let unmatched = false;
  for (const [path, text] of Object.entries(error.fields)) {
    if (known(path)) fields[path] = sentence(labelOf(path, labels), text);
    else unmatched = true;
  }
  return { fields, form: Object.keys(fields).length > 0 && !unmatched ? null : message };
}
