import { z } from 'zod';
import { categoryIds, inboxLimits, levels } from './constants';
import { isPlainLine, isPlainText, stripInvisible } from './fields';
import { pageSizeParam, searchText } from './pagination';

/**
 * The inbox: membership applications and contact messages sent from the public site, read by staff
 * at /admin/inbox. The same schemas check the forms in the browser and the requests on the server,
 * so the messages here are written for the person filling in the form.
 */

const inboxKinds = ['membership', 'contact'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** How many submissions of each kind one client address may send per window. */
export const inboxRateLimit = { submissions: 5, windowMinutes: 60 } as const;

const unusual = 'Remove the unusual characters from this field';

/** What a person typed: invisible characters dropped, ends trimmed, then the kind's rule (fields.ts). */
const text = (max: number, required: string, kind: 'line' | 'text' = 'line') =>
  z
    .string({ error: required })
    .refine((value) => value.isWellFormed(), unusual)
    .transform((value) => stripInvisible(value).trim())
    .refine(kind === 'line' ? isPlainLine : isPlainText, unusual)
    .pipe(z.string().min(1, required).max(max, `Keep this under ${max} characters`));

const optionalLongText = (max: number) =>
  z
    .string()
    .refine((value) => value.isWellFormed(), unusual)
    .transform((value) => stripInvisible(value).trim())
    .refine(isPlainText, unusual)
    .pipe(z.string().max(max, `Keep this under ${max} characters`))
    .optional()
    .transform((value) => (value ? value : undefined));

const email = z
  .string({ error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(inboxLimits.email, 'Enter a valid email address')
  .pipe(z.email('Enter a valid email address'));

/**
 * A field people do not see and bots fill in. Any text is accepted, so a bot learns nothing from
 * the answer; a submission that fills it is answered like any other and then dropped.
 */
const honeypot = z.string().max(500).optional();

export const membershipApplicationCreateSchema = z.strictObject({
  name: text(inboxLimits.name, 'Enter your name'),
  email,
  level: z.enum(levels, { error: 'Choose your level' }),
  category: z.enum(categoryIds, { error: 'Choose your programme' }),
  message: optionalLongText(inboxLimits.membershipMessage),
  website: honeypot,
});

export const contactMessageCreateSchema = z.strictObject({
  name: text(inboxLimits.name, 'Enter your name'),
  email,
  subject: text(inboxLimits.subject, 'Enter a subject'),
  message: text(inboxLimits.contactMessage, 'Enter your message', 'text'),
  website: honeypot,
});

/** What a submission answers (201), whether it was stored or dropped as a bot's. */
export const inboxReceiptSchema = z.object({ received: z.literal(true) });

export const inboxItemSchema = z.object({
  id: z.string(),
  kind: z.enum(inboxKinds),
  name: z.string(),
  email: z.string(),
  /** Membership applications only. */
  level: z.enum(levels).optional(),
  category: z.enum(categoryIds).optional(),
  /** Contact messages only. */
  subject: z.string().optional(),
  /** Required for contact messages, optional for applications. */
  message: z.string().optional(),
  handled: z.boolean(),
  createdAt: z.string(),
  handledAt: z.string().optional(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

const pageNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number().int().min(min).max(max).default(fallback),
  );

export const inboxListQuery = z.object({
  kind: z.enum(inboxKinds).optional(),
  status: z.enum(['open', 'handled']).optional(),
  q: searchText,
  limit: pageNumber(1, 100, 50),
  /** Overrides `limit`. */
  pageSize: pageSizeParam,
  page: pageNumber(1, 100_000, 1),
});
export interface InboxListQuery {
  kind?: InboxKind | undefined;
  status?: 'open' | 'handled' | undefined;
  q?: string | undefined;
  limit?: number | undefined;
  page?: number | undefined;
}

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  total: z.number().int(),
  /** Items not yet handled, whatever the filter: the count the sidebar and tabs show. */
  open: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** GET /api/inbox/open-count: how many items wait to be handled (the sidebar's badge). */
export const inboxOpenCountSchema = z.object({ open: z.number().int().min(0) });
export type InboxOpenCount = z.infer<typeof inboxOpenCountSchema>;

export const inboxUpdateSchema = z.strictObject({
  handled: z.boolean({ error: 'must be true or false' }),
});
