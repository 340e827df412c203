/** Every cached site-content query sits under ['site-content']. */
export const siteContentKeys = {
  all: ['site-content'] as const,
  executives: () => [...siteContentKeys.all, 'executives'] as const,
  testimonials: () => [...siteContentKeys.all, 'testimonials'] as const,
  singletons: () => [...siteContentKeys.all, 'singletons'] as const,
};
