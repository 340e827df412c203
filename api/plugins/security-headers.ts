import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { nextNonce } from '../lib/nonce';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * Security headers through helmet, made once and run on every request (@fastify/helmet made a new
 * helmet, parsing every directive again, for each request: 2% of the server's time under load).
 * Scripts: only same-origin files and the inline scripts
 * React Router writes into each page, which carry this response's nonce (`reply.scriptNonce`); never
 * 'unsafe-inline'. Inline styles stay allowed because toast and dialog libraries set them at run
 * time; styles cannot run code. HSTS only when the site is served over https (PUBLIC_URL).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string | undefined,
): Promise<void> {
  const https = publicUrl?.startsWith('https:') ?? false;
  app.decorateReply('scriptNonce', '');
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${nonces.get(res as ServerResponse) ?? ''}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Course and tutorial video files hosted elsewhere play in a native <video>.
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Images and files under /media may be linked from other sites (link previews).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.scriptNonce = nextNonce();
    nonces.set(reply.raw, reply.scriptNonce);
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    reply.removeHeader('x-powered-by');
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce for inline scripts. */
    scriptNonce: string;
  }
}
