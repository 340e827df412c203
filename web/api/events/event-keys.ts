import type { AdminListParams } from '@/lib/paged-list';
export interface EventListParams {
  page?: number | undefined;
  limit?: number | undefined;
  /** Only events dated today or later. */
  upcoming?: boolean | undefined;
  /** Search (the admin list). */
  q?: string | undefined;
  /** Drafts and scheduled events too (the admin list; staff only). */
  includeDrafts?: boolean | undefined;
}

/** Every cached event query sits under ['upcoming-events']; the admin list has a key of its own. */
export const eventKeys = {
  all: ['upcoming-events'] as const,
  list: (params: EventListParams) => [...eventKeys.all, 'list', params] as const,
  admin: (params?: AdminListParams) => [...eventKeys.all, 'admin', params] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
};
