/** The current session and semester, and the past councils, under ['academic-session']. */
export const academicSessionKeys = {
  all: ['academic-session'] as const,
  current: () => [...academicSessionKeys.all, 'current'] as const,
  pastCouncils: () => [...academicSessionKeys.all, 'past-councils'] as const,
};
