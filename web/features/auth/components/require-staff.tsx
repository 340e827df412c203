import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { StaffUser } from '@contract/auth';
import { authKeys } from '@/api/auth/auth-keys';
import { isUnauthorized, useMe } from '@/api/auth/get-me';
import { useSignOut } from '@/api/auth/sign-out';
import { Button } from '@/components/ui/button';
import { setSessionRenewer } from '@/lib/session-renewal';
import { signInPath, signInPathFor } from '../next-path';
import { SessionRenewalDialog } from './session-renewal-dialog';

export { sessionEndedMessage } from './session-renewal-dialog';

export type StaffSession = {
  user: StaffUser;
  /** Ends the session, clears the cache, goes to the sign-in page and says 'Signed out'. */
  signOut: () => void;
  signingOut: boolean;
};

const StaffSessionContext = createContext<StaffSession | null>(null);

/** The signed-in user and signing out. Only inside RequireStaff. */
export function useStaffSession(): StaffSession {
  const session = use(StaffSessionContext);
  if (!session) throw new Error('useStaffSession() is only available inside <RequireStaff>');
  return session;
}

/** The signed-in staff member. Only inside RequireStaff. */
export function useStaffUser(): StaffUser {
  return useStaffSession().user;
}

/**
 * Any 401 from a query or mutation means the session has ended (expired, or signed out in another
 * tab): forget the user, and the guard asks to sign in again.
 */
function useEndSessionOnUnauthorized(queryClient: QueryClient): void {
  useEffect(() => {
    const endSession = (error: unknown) => {
      if (isUnauthorized(error)) queryClient.setQueryData(authKeys.me, null);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') endSession(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') endSession(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

/**
 * Writes that meet an ended session wait for the sign-in dialog (lib/session-renewal.ts): each
 * waits on a promise resolved once signed in again (true) or given up (false).
 */
function useSessionRenewer(queryClient: QueryClient) {
  const [waiting] = useState(() => new Set<(renewed: boolean) => void>());
  useEffect(() => {
    const remove = setSessionRenewer(
      () =>
        new Promise<boolean>((resolve) => {
          waiting.add(resolve);
          // The user is gone: the guard shows the sign-in dialog over the page.
          queryClient.setQueryData(authKeys.me, null);
        }),
    );
    return () => {
      remove();
      settle(waiting, false);
    };
  }, [queryClient, waiting]);
  return useCallback((renewed: boolean) => settle(waiting, renewed), [waiting]);
}

function settle(waiting: Set<(renewed: boolean) => void>, renewed: boolean) {
  for (const resolve of waiting) resolve(renewed);
  waiting.clear();
}

type RequireStaffProps = {
  children: ReactNode;
  /** Shown while the session is checked, and while signing out. */
  fallback?: ReactNode;
};

/**
 * Renders its children only for signed-in staff; anyone else goes to the sign-in page, which
 * brings them back here afterwards. When the session ends while a page is open (a 401 from any
 * request, or the user check coming back empty), the page stays as it is, forms and all, under a
 * sign-in dialog; a save refused meanwhile goes through once signed in again.
 */
export function RequireStaff({ children, fallback = null }: RequireStaffProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const signOutMutation = useSignOut();
  // Set for the rest of this guard's life once a sign-out succeeds or starts: the user it then
  // loses is not an ended session, and the sign-out itself decides where to go.
  const [leaving, setLeaving] = useState(false);
  const user = me.data;
  // Who was signed in on this page: it stays on screen for them while they sign in again.
  const [lastUser, setLastUser] = useState<StaffUser | null>(null);
  if (user && user !== lastUser) setLastUser(user);
  const shownUser = user ?? (leaving ? null : lastUser);
  const sessionEnded = user === null && shownUser !== null;
  useEndSessionOnUnauthorized(queryClient);
  const settleRenewals = useSessionRenewer(queryClient);

  const { mutate, isPending } = signOutMutation;
  const session = useMemo<StaffSession | null>(
    () =>
      shownUser
        ? {
            user: shownUser,
            signingOut: isPending,
            signOut: () => {
              if (isPending) return;
              setLeaving(true);
              settleRenewals(false);
              mutate(undefined, {
                onSuccess: async () => {
                  await navigate(signInPath, { replace: true });
                  toast.success('Signed out');
                },
                onError: (error) => {
                  setLeaving(false);
                  toast.error(error.message);
                },
              });
            },
          }
        : null,
    [shownUser, isPending, mutate, navigate, settleRenewals],
  );

  if (session) {
    return (
      <StaffSessionContext value={session}>
        {children}
        <SessionRenewalDialog
          open={sessionEnded}
          email={session.user.email}
          onSignedIn={() => settleRenewals(true)}
          onLeave={() => {
            settleRenewals(false);
            void navigate(signInPathFor(location));
          }}
        />
      </StaffSessionContext>
    );
  }
  if (me.isPending || leaving) return fallback;
  if (user === null) return <Navigate to={signInPathFor(location)} replace />;
  return (
    <div role="alert" className="mx-auto grid max-w-md gap-4 px-4 py-24 text-center">
      <h1 className="text-xl font-semibold tracking-tight">Could not check your sign-in</h1>
      <p className="text-sm text-muted-foreground">{me.error?.message}</p>
      <Button type="button" className="justify-self-center" onClick={() => void me.refetch()}>
        Try again
      </Button>
    </div>
  );
}
