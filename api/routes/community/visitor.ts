import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * An anonymous visitor: a random id in a signed cookie, so that students behind one campus Wi-Fi
 * or mobile carrier (one address for many) are told apart. It says nothing about the person; it is
 * made only when a browser first posts or marks an answer helpful.
 */
const VISITOR_DAYS = 365;

/** `__Host-` on https, so no sibling (sub)domain can set or shadow it (as the session cookie). */
function cookieOf(app: FastifyInstance) {
  const secure = app.auth.publicOrigin?.startsWith('https:') ?? false;
  return {
    name: secure ? '__Host-visitor' : 'visitor',
    options: {
      httpOnly: true,
      sameSite: 'lax' as const,
      path: '/',
      secure,
      signed: true,
      maxAge: VISITOR_DAYS * 24 * 60 * 60,
    },
  };
}

/**
 * Ids made during a request, so one request never makes two, and a page rendered after its form
 * (without JavaScript: the action, then the loaders, in one request) knows the new visitor.
 */
const made = new WeakMap<FastifyRequest, string>();

/** The visitor id this browser's cookie carries (when its signature holds), or one made just now. */
export function knownVisitor(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const raw = request.cookies[cookieOf(app).name];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  if (unsigned?.valid && unsigned.value) return unsigned.value;
  return made.get(request);
}

/** This browser's visitor id; a new one (its cookie set on the reply) when it has none yet. */
export function visitorOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  const known = knownVisitor(app, request);
  if (known) return known;
  const id = randomBytes(16).toString('base64url');
  const { name, options } = cookieOf(app);
  reply.setCookie(name, id, options);
  made.set(request, id);
  return id;
}

/** What is kept of a visitor: a hash of the id, as of an address (never the address itself). */
export const visitorHash = (id: string) =>
  createHash('sha256').update(`visitor\u0000${id}`).digest('hex');
