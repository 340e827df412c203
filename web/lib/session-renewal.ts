/**
 * A save that answers 401 means the session ended while someone was working (it expired, or they
 * signed out in another tab). Rather than fail it, and lose what they typed, the write waits here
 * while the admin asks them to sign in again (RequireStaff registers the renewer, which shows the
 * sign-in dialog), then is sent once more. Without a renewer (public pages, unit tests) a 401
 * fails as it always did.
 */
type Renewer = () => Promise<boolean>;

let renewer: Renewer | null = null;
let renewing: Promise<boolean> | null = null;

/** Installs the renewer; answers the function that removes it again. */
export function setSessionRenewer(next: Renewer): () => void {
  renewer = next;
  return () => {
    if (renewer === next) renewer = null;
  };
}

/** Resolves true once signed in again, false when that was given up. One sign-in serves every write waiting. */
export function renewSession(): Promise<boolean> {
  if (!renewer) return Promise.resolve(false);
  renewing ??= renewer().finally(() => {
    renewing = null;
  });
  return renewing;
}

/** Sends a write; when it answers 401 and the session is renewed, sends it again. */
export async function withSessionRenewal<T>(
  send: () => Promise<T>,
  isUnauthorized: (error: unknown) => boolean,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isUnauthorized(error) || !(await renewSession())) throw error;
    return send();
  }
}
