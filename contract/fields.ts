import { z } from 'zod';

/** Text a person typed: no NUL characters and no lone surrogates, which some databases reject. */
function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/**
 * Characters typed text has no use for, by the kind of field (issue 17):
 * - every control character (C0, DEL, C1) in a single line (a name, title, tag or filename);
 *   multi-line text keeps tab, line feed and carriage return;
 * - bidirectional embeddings, overrides and isolates anywhere: they make text read differently
 *   from how it is stored ('Trojan Source');
 * - zero-width spaces, word joiners, byte-order marks and the Mongolian vowel separator are
 *   invisible and mean nothing here, so they are silently removed. The zero-width joiner and
 *   non-joiner stay: emoji sequences and scripts such as Persian and Devanagari need them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const lineControls = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const textControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/;
const invisible = /[\u200B\u2060\uFEFF\u180E]/g;

/** Multi-line text (a description, a body): no control characters but tab and line breaks. */
export const isPlainText = (value: string): boolean =>
  isCleanText(value) && !textControls.test(value) && !bidiControls.test(value);

/** One line (a name, a title, a tag, a filename): no control characters at all. */
export const isPlainLine = (value: string): boolean =>
  isCleanText(value) && !lineControls.test(value) && !bidiControls.test(value);

/** Removes the invisible characters text never needs (see above). */
export const stripInvisible = (value: string): string => value.replace(invisible, '');

const lineMessage = 'must be one line without control or text-direction characters';
const textMessage = 'must not contain control or text-direction characters';

/**
 * Text a person typed, of one kind: invisible characters removed, ends trimmed, then refused if
 * anything unwanted is left (a line break inside a title, a right-to-left override anywhere).
 */
const typedText = (kind: 'line' | 'text') =>
  z
    .string()
    .refine(isCleanText, 'must not contain NUL characters or invalid Unicode')
    .transform((value) => stripInvisible(value).trim())
    .refine(
      kind === 'line' ? isPlainLine : isPlainText,
      kind === 'line' ? lineMessage : textMessage,
    );

/** Required multi-line text, trimmed, from 1 to `max` characters. */
export const requiredText = (max: number) =>
  typedText('text').pipe(
    z.string().min(1, 'is required').max(max, `must be at most ${max} characters`),
  );

/** Blank (spaces and invisible characters only) becomes absent. */
const blankToAbsent = (value: unknown) =>
  typeof value === 'string' && stripInvisible(value).trim() === '' ? undefined : value;

/** Optional multi-line text: blank becomes absent. */
export const optionalText = (max: number) =>
  z.preprocess(blankToAbsent, requiredText(max).optional());

/** A required single line (a name, a title, a tag, a filename), trimmed, 1 to `max` characters. */
export const requiredLine = (max: number) =>
  typedText('line').pipe(
    z.string().min(1, 'is required').max(max, `must be at most ${max} characters`),
  );

/** An optional single line: blank becomes absent. */
export const optionalLine = (max: number) =>
  z.preprocess(blankToAbsent, requiredLine(max).optional());

export const titleText = requiredLine(200);
export const longText = requiredText(5000);

const httpUrl = z
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
          .map((part) => stripInvisible(part).trim())
          .filter(Boolean)
      : value,
  z.array(requiredLine(50)).max(20, 'must have at most 20 entries'),
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
