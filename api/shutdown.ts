import type { FastifyInstance } from 'fastify';

/**
 * Closes the app as a stopping server should: no new connections, in-flight requests finish, and
 * once `deadlineMs` has passed every connection still open (a stalled upload, a slow client) is
 * closed, so stopping never waits on a client. Resolves 'drained' or 'forced'.
 */
export async function closeWithDeadline(
  app: FastifyInstance,
  deadlineMs: number,
): Promise<'drained' | 'forced'> {
  let forced = false;
  // A keep-alive connection whose request has finished would otherwise keep the server open until
  // the deadline: close each as soon as it is idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const timer = setTimeout(() => {
    forced = true;
    app.log.warn({ deadlineMs }, 'Shutdown deadline reached: closing the connections left');
    app.server.closeAllConnections();
  }, deadlineMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
    clearInterval(sweep);
  }
  return forced ? 'forced' : 'drained';
}
