/** The semester's dates: one value, under ['semester']. */
export const semesterKeys = {
  all: ['semester'] as const,
};
