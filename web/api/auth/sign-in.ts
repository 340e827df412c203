import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SignInBody, StaffUser } from '@contract/auth';
import { signInAnswerSchema, type SignInAnswer } from '@contract/two-factor';
import { apiClient } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/**
 * POST /api/auth/login. Answers the signed-in user, or `{ next }` when a second step is due (a code,
 * or setting two-factor sign-in up first). A wrong email or password rejects with the server's
 * message, 'Invalid email or password.' (401); too many attempts with a 429 message saying when to
 * try again.
 */
async function signIn(body: SignInBody): Promise<SignInAnswer> {
  return apiClient.post('/api/auth/login', body, {
    schema: signInAnswerSchema,
    fallbackMessage: 'Could not sign in. Please try again.',
    // A wrong password answers 401 too: that is the answer, not an ended session.
    renewSession: false,
  });
}

/**
 * Starts from a cache holding only the new user (and the sign-in status). Signing in again over an
 * open page (`renewing`: the session ended mid-work) keeps the page's data and refreshes it instead,
 * so nothing on screen goes away.
 */
export function acceptSignedIn(queryClient: QueryClient, user: StaffUser, renewing: boolean) {
  queryClient.setQueryData(authKeys.me, user);
  const notAuth = (query: { queryKey: readonly unknown[] }) =>
    query.queryKey[0] !== authKeys.all[0];
  if (renewing) return void queryClient.invalidateQueries({ predicate: notAuth });
  // Nothing cached under an earlier session (another account, perhaps) may show now. The auth
  // queries stay: the sign-in page watches the user query to move on.
  queryClient.removeQueries({ predicate: notAuth });
}

/** Signs in; when the answer is a user (no second step), the cache starts over for them. */
export function useSignIn({ renewing = false }: { renewing?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'sign-in'],
    mutationFn: signIn,
    onSuccess: (answer) => {
      if ('user' in answer) acceptSignedIn(queryClient, answer.user, renewing);
    },
  });
}
