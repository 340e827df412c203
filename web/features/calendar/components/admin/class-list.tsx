import { Clock, MapPin, UserRound } from 'lucide-react';
import type { TimetableClass } from '@contract/timetable';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { adminCategoryLabel } from '@/features/calendar/timetable-rows';
import { ItemActions } from './item-actions';

type ClassListProps = {
  classes: TimetableClass[];
  editingId: string | null;
  deletingId: string | null;
  onEdit: (entry: TimetableClass) => void;
  onDelete: (entry: TimetableClass) => void;
};

/**
 * 'Class Timetable' in the admin: course, category (hyphen shown as a space, 'All Categories' for
 * all), day, time, venue, lecturer and level, with Edit and Delete.
 */
export function ClassList({ classes, editingId, deletingId, onEdit, onDelete }: ClassListProps) {
  if (classes.length === 0) return null;
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-card border border-border bg-card">
      {classes.map((entry) => (
        <li
          key={entry._id}
          className={cn(
            'flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between',
            editingId === entry._id && 'bg-primary-50',
          )}
        >
          <article className="grid min-w-0 flex-1 gap-1.5">
            <h3 className="font-semibold text-foreground">{entry.course}</h3>
            <p className="flex flex-wrap items-center gap-1.5">
              <Badge variant="default" className="capitalize">
                {adminCategoryLabel(entry.category)}
              </Badge>
              <Badge variant="outline">{entry.level}</Badge>
            </p>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden="true" />
                {entry.day}, {entry.time}
              </span>
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden="true" />
                {entry.venue}
              </span>
              {entry.lecturer && (
                <span className="inline-flex items-center gap-1">
                  <UserRound className="size-3.5" aria-hidden="true" />
                  {entry.lecturer}
                </span>
              )}
            </p>
          </article>
          <ItemActions
            name={`${entry.course}, ${entry.day} ${entry.time}`}
            onEdit={() => onEdit(entry)}
            onDelete={() => onDelete(entry)}
            deleting={deletingId === entry._id}
          />
        </li>
      ))}
    </ul>
  );
}
