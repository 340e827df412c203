import { z } from 'zod';
import { photoCreateFieldsSchema } from '@contract/photos';

/**
 * A photo's text in the admin forms: the contract's rules, with the spec's own messages for a
 * field left blank ('Enter a description or label.'). The upload form also wants a name, which
 * the contract leaves optional (a photo without one shows as 'Untitled').
 */
const spelledOut = <S extends z.ZodType>(message: string, rule: S) =>
  z
    .string()
    .refine((value) => value.trim() !== '', message)
    // Any rule takes a string, including an optional field's (its input is typed unknown).
    .pipe(rule as unknown as z.ZodType<z.output<S>, string>);

export const photoLabelRule = spelledOut(
  'Enter a description or label.',
  photoCreateFieldsSchema.shape.label,
);

/** One picked photo's fields on the upload page. */
export const uploadTextSchema = photoCreateFieldsSchema.pick({ alt: true }).extend({
  name: spelledOut('Enter a name for the photo.', photoCreateFieldsSchema.shape.name),
  label: photoLabelRule,
});

/** The labels the contract's messages are read under ('Alt text must be at most 300 characters'). */
export const photoLabels = {
  name: 'Photo name',
  label: 'Photo description',
  alt: 'Alt text',
  category: 'Category',
};
