import { z } from 'zod';
import { auditEntrySchema } from './auth';

/** How many audit entries the dashboard shows. */
export const adminSummaryActivityLimit = 8;

const count = z.number().int().min(0);

/** GET /api/admin/summary: what the admin dashboard shows at a glance (staff only). */
export const adminSummarySchema = z.object({
  counts: z.object({
    academicNews: count,
    /** Every upcoming-events item, past ones included. */
    upcomingEvents: count,
    /** Upcoming-events items dated today or later (UTC). */
    upcomingEventsAhead: count,
    photos: count,
    timetableClasses: count,
    calendarEvents: count,
  }),
  /** The latest audit entries, newest first. */
  recentActivity: z.array(auditEntrySchema).max(adminSummaryActivityLimit),
  backup: z.object({
    /** When the last backup finished (scheduled or `npm run backup`), or null when none has. */
    lastAt: z.iso.datetime().nullable(),
    /** Whether the server makes backups itself (BACKUP_SCHEDULE). */
    scheduled: z.boolean(),
  }),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export type AdminSummaryCounts = AdminSummary['counts'];
export type AdminSummaryBackup = AdminSummary['backup'];
