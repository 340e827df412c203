import type { AdminListParams } from '@/lib/paged-list';

/**
 * Every cached calendar-event query sits under ['calendar-events'] (the whole list, as the page
 * reads it from GET /api/events); the admin's searched, paged lists sit under it too.
 */
export const calendarEventKeys = {
  all: ['calendar-events'] as const,
  admin: (params?: AdminListParams) => [...calendarEventKeys.all, 'admin', params] as const,
};
