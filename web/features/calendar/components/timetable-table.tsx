import type { TimetableClass } from '@contract/timetable';
import { Badge } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

/**
 * The week's classes: a table on wide screens, one card per class on phones (the table's `stack`
 * mode labels each value). Columns in the spec's order: day, time, venue, course, lecturer.
 */
export function TimetableTable({ rows, caption }: { rows: TimetableClass[]; caption: string }) {
  return (
    <div className="mt-4 md:rounded-card md:border md:border-border md:bg-card md:shadow-xs">
      <Table stack>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Day</TableHead>
            <TableHead scope="col">Time</TableHead>
            <TableHead scope="col">Venue</TableHead>
            <TableHead scope="col">Course</TableHead>
            <TableHead scope="col">Lecturer</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((entry) => (
            <TableRow key={entry._id} className="max-md:shadow-xs">
              <TableCell label="Day" className="font-semibold text-foreground">
                {entry.day}
              </TableCell>
              <TableCell label="Time" className="whitespace-nowrap tabular-nums">
                {entry.time}
              </TableCell>
              <TableCell label="Venue">{entry.venue}</TableCell>
              <TableCell label="Course" className="font-medium text-foreground">
                <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
                  {entry.course}
                  {entry.category === 'all' && <Badge variant="muted">All categories</Badge>}
                </span>
              </TableCell>
              <TableCell label="Lecturer" className="text-muted-foreground md:whitespace-nowrap">
                {entry.lecturer || '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
