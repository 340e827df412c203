/** The dashboard's counts and latest changes: one value, under ['admin-summary']. */
export const adminSummaryKeys = {
  all: ['admin-summary'] as const,
};
