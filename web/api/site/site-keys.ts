/** The association's details: one value, under ['site-info']. */
export const siteKeys = {
  all: ['site-info'] as const,
};
