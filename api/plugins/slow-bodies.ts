import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Long enough that a mobile connection's pauses are not held against it. */
const WINDOW_MS = 10_000;

/**
 * Cuts a request whose body arrives slower than `minBytesPerSecond` over a 10-second window (a
 * stalled or trickling upload would otherwise hold a connection, and a stopping server, for
 * minutes). Node's own timeouts cover a silent socket and a whole request's time; this covers the
 * body that moves, but too slowly. A body the server itself is not reading yet (its buffer is
 * full) is never held against the client.
 */
export function registerSlowBodyCut(
  app: FastifyInstance,
  minBytesPerSecond: number,
  windowMs = WINDOW_MS,
): void {
  if (minBytesPerSecond <= 0) return;
  const floor = (minBytesPerSecond * windowMs) / 1000;
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const { socket } = raw;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length']) > 0;
    // Only a real connection can stall (app.inject's has no socket to watch).
    if (!hasBody || raw.complete || !(socket instanceof net.Socket)) return done();
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const now = socket.bytesRead;
      const waitingOnUs = raw.readableLength > 0 || socket.isPaused();
      if (!waitingOnUs && now - seen < floor) {
        clearInterval(timer);
        request.log.info({ received: now - seen, windowMs }, 'request body too slow: cut');
        socket.destroy();
        return;
      }
      seen = now;
    }, windowMs);
    timer.unref();
    raw.once('close', () => clearInterval(timer));
    done();
  });
}
