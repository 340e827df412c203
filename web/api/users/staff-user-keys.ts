/** Every cached staff-account query sits under ['staff-users'], so a change refetches them all. */
export const staffUserKeys = {
  all: ['staff-users'] as const,
};
