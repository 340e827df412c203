/** Every cached tutorial query sits under ['tutorials'], so a change refetches them all. */
export const tutorialKeys = {
  all: ['tutorials'] as const,
  list: () => [...tutorialKeys.all, 'list'] as const,
};
