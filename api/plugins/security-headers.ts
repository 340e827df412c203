import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * Security headers through @fastify/helmet. Scripts: only same-origin files and the inline scripts
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
  app.addHook('onRequest', async (_request, reply) => {
    reply.scriptNonce = randomBytes(16).toString('base64');
    nonces.set(reply.raw, reply.scriptNonce);
  });

  await app.register(helmet, {
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
