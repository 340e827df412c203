import type { DB } from '../client';
import { auditRepository, type AuditRecord } from './audit';
import { lastBackupRepository } from './last-backup';
import { todayIso } from './shared';

export interface AdminSummaryRecord {
  counts: {
    academicNews: number;
    upcomingEvents: number;
    upcomingEventsAhead: number;
    photos: number;
    timetableClasses: number;
    calendarEvents: number;
  };
  recentActivity: AuditRecord[];
  /** When the last backup finished, if one has. */
  lastBackupAt: string | undefined;
}

type CountedTable = 'academic_news' | 'upcoming_events' | 'photos' | 'calendar_events';

async function countRows(db: DB, table: CountedTable): Promise<number> {
  const { total } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(total);
}

export function adminSummaryRepository(db: DB) {
  return {
    /** Counts for the admin dashboard, and the latest `activityLimit` audit entries. */
    async summary(now: Date, activityLimit: number): Promise<AdminSummaryRecord> {
      const [
        academicNews,
        upcomingEvents,
        ahead,
        photos,
        timetableClasses,
        calendarEvents,
        recentActivity,
        lastBackupAt,
      ] = await Promise.all([
        countRows(db, 'academic_news'),
        countRows(db, 'upcoming_events'),
        db
          .selectFrom('upcoming_events')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .where('date', '>=', todayIso(now))
          .executeTakeFirstOrThrow(),
        countRows(db, 'photos'),
        // The timetable's classes: a next semester's draft under review is not (yet) one.
        db
          .selectFrom('timetable_classes')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .where('status', '=', 'live')
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.total)),
        countRows(db, 'calendar_events'),
        auditRepository(db).latest(activityLimit),
        lastBackupRepository(db).read(),
      ]);
      return {
        counts: {
          academicNews,
          upcomingEvents,
          upcomingEventsAhead: Number(ahead.total),
          photos,
          timetableClasses,
          calendarEvents,
        },
        recentActivity,
        lastBackupAt,
      };
    },
  };
}
