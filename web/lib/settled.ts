/**
 * A list a page shows that may fail on its own while the rest of the page stands (spec: each list
 * has its own loading, error and loaded state). Loaders settle each list; pages show the error in
 * its place with 'Try Again'.
 */
export type Settled<T> = { ok: true; data: T } | { ok: false; error: string };

/** Runs in loaders: the list, or the message to show in its place (the cause goes to the log). */
export async function settle<T>(read: Promise<T>, message: string): Promise<Settled<T>> {
  try {
    return { ok: true, data: await read };
  } catch (error) {
    // A Response is the server answering for the whole page (a 503 while the database is away,
    // api/pages/unavailable.ts): React Router renders it with its status, not one list's error.
    if (error instanceof Response) throw error;
    console.error(message, error);
    return { ok: false, error: message };
  }
}

/** A list that could not be read, with the message to show in its place. */
export const failed = (error: string) => ({ ok: false, error }) as const;

/**
 * A route's clientLoader: the server's data, or, when the server cannot be reached (a navigation
 * in the browser while offline), `offline()`: the page with each list saying it failed.
 */
export async function serverOr<T, Offline>(
  serverLoader: () => Promise<T>,
  offline: () => Offline,
): Promise<T | Offline> {
  try {
    return await serverLoader();
  } catch {
    return offline();
  }
}
