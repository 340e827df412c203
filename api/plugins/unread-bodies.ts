import type { FastifyInstance } from 'fastify';
import { lingerBeforeClosing } from '../lib/linger';

/**
 * An error answered before the request's body was read whole (a 413 for a body over the limit, a
 * 405 for a form posted to a page without an action, a 413 mid-upload): the connection closes
 * instead of reading the rest of a body nobody wants, and it closes lingering, so the client,
 * still sending, gets the answer rather than a reset (EPIPE) it had not read yet.
 */
export function registerUnreadBodyClose(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (reply.statusCode < 400 || raw.readableEnded) return payload;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length']) > 0;
    if (!hasBody) return payload;
    reply.header('connection', 'close');
    lingerBeforeClosing(raw.socket);
    return payload;
  });
}
