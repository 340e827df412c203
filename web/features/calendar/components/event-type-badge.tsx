import type { CalendarEventType } from '@contract/constants';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { eventTypeNames } from '@/features/calendar/labels';

/** Spec: academic blue, exam red, break green, general purple, anything else gray (each AA). */
const typeColours: Record<CalendarEventType | 'other', string> = {
  academic: 'bg-event-academic text-event-academic-foreground',
  exam: 'bg-event-exam text-event-exam-foreground',
  break: 'bg-event-break text-event-break-foreground',
  general: 'bg-event-general text-event-general-foreground',
  other: 'bg-event-other text-event-other-foreground',
};

const isKnown = (type: string): type is CalendarEventType => type in eventTypeNames;

/** The event type as a coloured label. */
export function EventTypeBadge({ type, className }: { type: string; className?: string }) {
  const known = isKnown(type);
  return (
    <Badge
      data-type={known ? type : 'other'}
      className={cn('capitalize', typeColours[known ? type : 'other'], className)}
    >
      {known ? eventTypeNames[type] : type}
    </Badge>
  );
}
