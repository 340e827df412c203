import { z } from 'zod';
import { categoryIds, levels, materialTypes } from './constants';
import { formInt, longText, mediaUrl, requiredLine, titleText } from './fields';

const courseMaterialSchema = z.strictObject({
  id: requiredLine(50),
  title: titleText,
  type: z.enum(materialTypes),
  url: mediaUrl,
  downloadable: z.boolean().default(true),
});

const pastQuestionSchema = z.strictObject({
  id: requiredLine(50),
  title: titleText,
  year: formInt(1960, 2100),
  type: requiredLine(50).describe('e.g. Exam, Test, Quiz'),
  url: mediaUrl,
});

export const courseSchema = z.object({
  _id: z.string(),
  id: z.string().describe('The course code, e.g. PHY 101'),
  title: z.string(),
  description: z.string(),
  credits: z.number().int(),
  category: z.enum(categoryIds),
  level: z.enum(levels),
  outline: z.array(z.string()),
  materials: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      type: z.enum(materialTypes),
      url: z.string(),
      downloadable: z.boolean(),
    }),
  ),
  pastQuestions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      year: z.number().int(),
      type: z.string(),
      url: z.string(),
    }),
  ),
});
export type Course = z.infer<typeof courseSchema>;

const courseCode = /^([A-Za-z]{2,5}) ?(\d{3}[A-Za-z]?)$/;

/**
 * The one spelling a course code is stored and looked up in ('phy101' and 'PHY 101' are the same
 * course), or undefined when `value` is not a course code at all.
 */
export function normalizeCourseCode(value: string): string | undefined {
  const match = courseCode.exec(value.trim());
  return match ? `${match[1]?.toUpperCase()} ${match[2]?.toUpperCase()}` : undefined;
}

const courseFields = {
  id: requiredLine(20)
    .pipe(z.string().regex(courseCode, 'must be a course code like PHY 101'))
    .transform((code) => normalizeCourseCode(code) ?? code)
    .describe('The course code'),
  title: titleText,
  description: longText,
  credits: formInt(1, 12),
  category: z.enum(categoryIds),
  level: z.enum(levels),
  outline: z.array(requiredLine(500)).max(50, 'must have at most 50 entries'),
  materials: z.array(courseMaterialSchema).max(100, 'must have at most 100 entries'),
  pastQuestions: z.array(pastQuestionSchema).max(200, 'must have at most 200 entries'),
};

export const courseCreateSchema = z.strictObject({
  ...courseFields,
  outline: courseFields.outline.default([]),
  materials: courseFields.materials.default([]),
  pastQuestions: courseFields.pastQuestions.default([]),
});
export type CourseCreate = z.input<typeof courseCreateSchema>;
/** No defaults here: a field left out of an update keeps its value instead of being reset. */
export const courseUpdateSchema = z.strictObject(courseFields).partial();

/** A form's "any" option sends an empty value: that is no filter, not an invalid one. */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const courseListQuery = z.object({
  category: z.preprocess(blankIsAbsent, z.enum(categoryIds).optional()),
  level: z.preprocess(blankIsAbsent, z.enum(levels).optional()),
});
