import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { labelOf, sentence } from './form-errors';

/**
 * The first message per field of a failed parse, as a sentence under the field's label when it
 * has one ('is required' → 'Title is required'); nested paths joined with '.'. A union's own
 * message is kept ('must be an http(s) URL or a /media path'), not its first branch's.
 */
function messagesOf(error: z.ZodError, labels: Record<string, string>): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path]) continue;
    const label = labelOf(path, labels);
    // labelOf falls back to the path itself: a field without a label keeps its message.
    const message = label !== path || labels[path] ? sentence(label, issue.message) : issue.message;
    errors[path] = { type: issue.code, message };
  }
  return errors;
}

/**
 * react-hook-form's resolver on a contract schema: the same rules the server applies, with
 * the contract's short messages ('is required') read as sentences under the form's labels.
 *
 *   useForm({ resolver: contractResolver(newsCreateSchema, labels), defaultValues })
 */
export function contractResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  labels: Record<string, string>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors = messagesOf(result.error, labels) as FieldErrors;
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
