import { z } from 'zod';

/**
 * A contract field whose blank reads better as missing than by the field's own rule: a blank date
 * is 'Date is required', not 'Date must be a real date'. The contract's rule still decides the rest.
 */
export const filledIn = <S extends z.ZodType<unknown, string>>(rule: S) =>
  z
    .string()
    .refine((value) => value.trim() !== '', 'is required')
    .pipe(rule);

/**
 * The text a control shows for a field the form always holds as a string. An optional contract
 * field's input is typed unknown (its rule reads any blank as absent), so TypeScript needs telling.
 */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
