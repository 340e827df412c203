/** Every cached learning-resource query sits under ['resources'], so a change refetches them all. */
export const resourceKeys = {
  all: ['resources'] as const,
  list: () => [...resourceKeys.all, 'list'] as const,
};
