import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { StaffUser } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { isUnauthorized, meQueryKey, useMe } from '@/features/auth/api/get-me';
import { useSignOut } from '@/features/auth/api/sign-out';
import { signInPath, signInPathFor } from '../next-path';

export const sessionEndedMessage = 'Your session has ended. Please sign in again.';

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
 * tab): forget the user, and the guard takes over.
 */
function useEndSessionOnUnauthorized(queryClient: QueryClient): void {
  useEffect(() => {
    const endSession = (error: unknown) => {
      if (isUnauthorized(error)) queryClient.setQueryData(meQueryKey, null);
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

type RequireStaffProps = {
  children: ReactNode;
  /** Shown while the session is checked, and while signing out. */
  fallback?: ReactNode;
};

/**
 * Renders its children only for signed-in staff; anyone else goes to the sign-in page, which
 * brings them back here afterwards. When the session ends while a page is open (a 401 from any
 * request, or the user check coming back empty), it says so in a toast and does the same.
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
  const wasSignedIn = useRef(false);
  useEndSessionOnUnauthorized(queryClient);

  useEffect(() => {
    if (user) {
      wasSignedIn.current = true;
    } else if (user === null) {
      if (wasSignedIn.current && !leaving) toast(sessionEndedMessage, { id: 'session-ended' });
      wasSignedIn.current = false;
    }
  }, [user, leaving]);

  const { mutate, isPending } = signOutMutation;
  const session = useMemo<StaffSession | null>(
    () =>
      user
        ? {
            user,
            signingOut: isPending,
            signOut: () => {
              if (isPending) return;
              setLeaving(true);
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
    [user, isPending, mutate, navigate],
  );

  if (session) return <StaffSessionContext value={session}>{children}</StaffSessionContext>;
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
