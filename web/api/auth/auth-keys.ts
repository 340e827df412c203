/**
 * Every cached sign-in query sits under ['auth']: who is signed in, whether any account exists,
 * and one's own two-factor settings. Signing in keeps them while the rest of the cache starts over.
 */
export const authKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
  status: ['auth', 'status'] as const,
  twoFactor: ['auth', 'two-factor'] as const,
};
