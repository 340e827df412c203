/** Every cached activity-log query sits under ['activity'], one per number of entries shown. */
export const activityKeys = {
  all: ['activity'] as const,
  latest: (limit: number) => [...activityKeys.all, { limit }] as const,
};
