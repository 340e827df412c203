import type { Control, FieldValues, Path } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { isPublicAt, type PublishStatus } from '@contract/publishing';
import { SelectFormItem, TextFormItem } from '@/components/admin/form-items';
import { Badge } from '@/components/ui/badge';

/**
 * Drafts and scheduling in the news and event forms (ADR 0020). The officer picks Draft, Publish
 * now or Schedule; a schedule's time is typed in the browser's own zone (a datetime-local input)
 * and sent as UTC. The contract's `status` and `publishAt` are what is saved.
 */
const publishingChoices = ['draft', 'now', 'schedule'] as const;
type PublishingChoice = (typeof publishingChoices)[number];

/** What the form holds for publishing: the choice and the schedule's local date and time. */
export const publishingFormFields = {
  publishing: z.enum(publishingChoices),
  publishAt: z.string(),
};

interface PublishingFormValues {
  publishing: PublishingChoice;
  publishAt: string;
}

/** A schedule needs a real date and time; the other choices ignore the field. */
export function checkSchedule(values: PublishingFormValues, ctx: z.RefinementCtx): void {
  if (values.publishing !== 'schedule') return;
  const message =
    values.publishAt.trim() === ''
      ? 'is required to schedule'
      : Number.isNaN(new Date(values.publishAt).getTime())
        ? 'must be a valid date and time'
        : undefined;
  if (message) ctx.addIssue({ code: 'custom', path: ['publishAt'], message });
}

interface Publishing {
  status: PublishStatus;
  publishAt?: string | undefined;
}

const isScheduled = (item: Publishing, now: Date) =>
  item.status === 'published' &&
  item.publishAt !== undefined &&
  Date.parse(item.publishAt) > now.getTime();

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the browser's zone: '2026-12-01T09:00'. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's publishing values for an item (a new one is published now). */
export function publishingOf(item: Publishing | null, now = new Date()): PublishingFormValues {
  if (!item) return { publishing: 'now', publishAt: '' };
  const publishAt = item.publishAt && !isPublicAt(item, now) ? toLocalInput(item.publishAt) : '';
  if (item.status === 'draft') return { publishing: 'draft', publishAt };
  return { publishing: isScheduled(item, now) ? 'schedule' : 'now', publishAt };
}

/** What is saved: Publish now sends no time (the server takes its own clock's, ADR 0020). */
export function publishingValues(values: PublishingFormValues): Publishing {
  if (values.publishing === 'draft') return { status: 'draft' };
  if (values.publishing === 'now') return { status: 'published' };
  return { status: 'published', publishAt: new Date(values.publishAt).toISOString() };
}

export const publishingLabels = { publishing: 'Status', publishAt: 'Publish at' };

/** The status choice and, for a schedule, the date and time it appears. */
export function PublishingFields<T extends FieldValues & PublishingFormValues>({
  control,
  live,
}: {
  control: Control<T>;
  /** The item is public already: 'Publish now' keeps it as it is. */
  live: boolean;
}) {
  const choice = useWatch({ control, name: 'publishing' as Path<T> }) as PublishingChoice;
  const options = [
    { value: 'draft' as const, label: 'Draft' },
    { value: 'now' as const, label: live ? 'Published' : 'Publish now' },
    { value: 'schedule' as const, label: 'Schedule' },
  ];
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <SelectFormItem
        control={control}
        name={'publishing' as Path<T>}
        label={publishingLabels.publishing}
        options={options}
        hint={
          choice === 'draft'
            ? 'Only staff see it, in this list and its preview.'
            : choice === 'schedule'
              ? 'It appears on the site by itself at that time.'
              : 'Public as soon as it is saved.'
        }
      />
      {choice === 'schedule' && (
        <TextFormItem
          control={control}
          name={'publishAt' as Path<T>}
          label={publishingLabels.publishAt}
          type="datetime-local"
          hint="In your own time zone."
        />
      )}
    </div>
  );
}

const scheduledFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Draft, Scheduled for <time> (the browser's zone) or Published, for the admin lists. */
export function PublishingBadge({ item, now = new Date() }: { item: Publishing; now?: Date }) {
  if (item.status === 'draft') return <Badge variant="muted">Draft</Badge>;
  if (item.publishAt && isScheduled(item, now)) {
    return (
      // Long enough to wrap beside a row's actions on a phone.
      <Badge variant="secondary" className="whitespace-normal">
        Scheduled for{' '}
        <time dateTime={item.publishAt}>{scheduledFormat.format(new Date(item.publishAt))}</time>
      </Badge>
    );
  }
  return <Badge variant="success">Published</Badge>;
}
