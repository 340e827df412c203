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
    console.error(message, error);
    return { ok: false, error: message };
  }
}

/** A list that could not be read, with the message to show in its place. */
export const failed = (error: string) => ({ ok: false, error }) as const;
