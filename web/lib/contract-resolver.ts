import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { labelOf, sentence } from './form-errors';

/** react-hook-form's errors: a `{ message }` per field, nested for objects and lists. */
interface Messages {
  [key: string]: unknown;
}

/** Rewrites each message in place as a sentence about its field: 'is required' → 'Title is required'. */
function asSentences(errors: Messages, labels: Record<string, string>, prefix = ''): void {
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const node = error as Messages;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof node.message === 'string') {
      const label = labelOf(path, labels);
      // labelOf falls back to the path itself: a field without a label keeps its message.
      if (label !== path || labels[path]) node.message = sentence(label, node.message);
    } else asSentences(node, labels, path);
  }
}

/**
 * react-hook-form's zod resolver on a contract schema: the same rules the server applies, with
 * the contract's short messages ('is required') read as sentences under the form's labels.
 *
 *   useForm({ resolver: contractResolver(newsCreateSchema, labels), defaultValues })
 */
export function contractResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  labels: Record<string, string>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    asSentences(result.errors as Messages, labels);
    return result;
  };
}
