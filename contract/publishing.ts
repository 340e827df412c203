import { z } from 'zod';
import { formBoolean } from './fields';

/**
 * Drafts and scheduling for news and upcoming events (ADR 0020). A published item is public from
 * its `publishAt` on: one whose time is still ahead is "scheduled", and appears by itself then. A
 * draft is public never, whatever its time.
 */
const publishStatuses = ['draft', 'published'] as const;
export type PublishStatus = (typeof publishStatuses)[number];

/** What a saved item says of its publishing. */
export const publishingSchema = {
  status: z.enum(publishStatuses),
  publishAt: z.iso.datetime().optional().describe('When a published item becomes public'),
};

/**
 * When to publish: a date and time with its offset ('2026-12-01T09:00:00+01:00' or '…Z'), kept
 * as UTC. Blank is none given: a published item without one is published now.
 */
const publishAt = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.iso
    .datetime({ offset: true, error: 'must be a valid date and time (ISO 8601, with its offset)' })
    .transform((value) => new Date(value).toISOString())
    .optional(),
);

/** The publishing fields a create or update takes, declared once for both kinds of item. */
export const publishingFields = {
  status: z.enum(publishStatuses, { error: "must be 'draft' or 'published'" }),
  publishAt,
};

/** A create is published now unless it says otherwise. */
export const publishingCreateFields = {
  ...publishingFields,
  status: publishingFields.status.default('published'),
};

/** Staff's admin lists ask for drafts and scheduled items too; everyone else never sees them. */
export const includeDraftsParam = formBoolean
  .optional()
  .describe('true (staff only): drafts and scheduled items too');

/** Public now: published, and its time has come. */
export const isPublicAt = (
  item: { status: PublishStatus; publishAt?: string | undefined },
  now: Date,
): boolean =>
  item.status === 'published' &&
  item.publishAt !== undefined &&
  Date.parse(item.publishAt) <= now.getTime();
