import { z } from 'zod';

/** Text a person typed: no NUL characters and no lone surrogates, which some databases reject. */
function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

const cleanText = z
  .string()
  .refine(isCleanText, 'must not contain NUL characters or invalid Unicode');

/** Required text, trimmed, from 1 to `max` characters. */
export const requiredText = (max: number) =>
  cleanText
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'is required').max(max, `must be at most ${max} characters`));

/** Optional text: blank becomes absent. */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    requiredText(max).optional(),
  );

export const titleText = requiredText(200);
export const longText = requiredText(5000);

export const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .max(2000, 'must be at most 2000 characters')
  // The URL parser accepts (and percent-encodes) NUL and lone surrogates; PostgreSQL rejects NUL.
  .refine(isCleanText, 'must not contain NUL characters or invalid Unicode');

/** A URL a row may hold for an image or file: an http(s) URL or one of the site's own /media paths. */
export const mediaUrl = z.union(
  [httpUrl, z.string().regex(/^\/media\/[\w./-]+$/, 'must be an http(s) URL or a /media path')],
  { error: 'must be an http(s) URL or a /media path' },
);

export const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  httpUrl.optional(),
);

export const optionalMediaUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  mediaUrl.optional(),
);

const isoDay = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.000)?Z)?$/;

/**
 * A calendar date. Accepts `YYYY-MM-DD` or that day at midnight UTC, rejects impossible days, and
 * always gives `YYYY-MM-DDT00:00:00.000Z`, so a date never moves by a day in any time zone.
 */
export const calendarDate = z.string().transform((value, ctx) => {
  const match = isoDay.exec(value.trim());
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : undefined;
  if (
    !match ||
    !date ||
    date.getUTCDate() !== Number(match[3]) ||
    date.getUTCMonth() !== Number(match[2]) - 1
  ) {
    ctx.addIssue({ code: 'custom', message: 'must be a real date (YYYY-MM-DD)' });
    return z.NEVER;
  }
  return date.toISOString();
});

/** What a response carries for a calendar date. */
export const isoDateString = z.iso.datetime();

/** A list of short tags or keywords, given as an array or a comma-separated string (forms). */
export const keywordList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z.array(requiredText(50)).max(20, 'must have at most 20 entries'),
);

/** Form fields arrive as strings: 'true'/'false' and numbers are converted. */
export const formBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'must be true or false' }),
);

export const formInt = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

export const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .refine(isCleanText, 'must not contain NUL characters or invalid Unicode'),
});
