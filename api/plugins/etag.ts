import type { FastifyInstance } from 'fastify';
import { entityTag, matchesEtag } from '../lib/etag';

/**
 * A strong ETag over the body of every public read (GET or HEAD, 200, no staff session, a body
 * sent whole), and 304 Not Modified when If-None-Match names it: a client polling a list or a
 * feed downloads it again only when it changed. Replies that carry their own tag (media, static
 * files), set a cookie or may not be stored are left alone, as are routes with `config.etag: false`
 * (the pages, whose every answer has a fresh CSP nonce). Registered before compression, so the tag
 * is the content's, whatever encoding carries it.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || request.staff) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.routeOptions.config.etag === false) return payload;
    if (reply.hasHeader('etag') || reply.hasHeader('set-cookie')) return payload;
    if (/no-store|private/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;

    const etag = entityTag(payload, reply.getHeader('content-type'));
    reply.header('etag', etag);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no ETag on this route's answers (see registerEtags). */
    etag?: boolean;
  }
}
