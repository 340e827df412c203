/** Every cached settings query sits under ['settings']. */
export const settingsKeys = {
  all: ['settings'] as const,
  security: ['settings', 'security'] as const,
};
