import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A device cookie (OWASP's defence against lock-out by strangers): after a successful sign-in the
 * browser keeps a random id bound to the account, signed with the site's cookie key (site_secrets,
 * as the community visitor cookie). Attempts that bring it are counted against that device alone,
 * so strangers' failures on the same account or the same network never hold its owner back.
 * It carries a hash of the email, never the email.
 */
const DEVICE_DAYS = 180;

/** `__Host-` on https, so no sibling (sub)domain can set or shadow it (as the session cookie). */
function cookieOf(app: FastifyInstance) {
  const secure = app.auth.publicOrigin?.startsWith('https:') ?? false;
  return {
    name: secure ? '__Host-device' : 'device',
    options: {
      httpOnly: true,
      sameSite: 'strict' as const,
      path: '/',
      secure,
      signed: true,
      maxAge: DEVICE_DAYS * 24 * 60 * 60,
    },
  };
}

const accountTag = (email: string) =>
  createHash('sha256')
    .update(`device\u0000${email.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22);

/**
 * The id of this browser's device cookie when its signature holds and it was given for `email`'s
 * account; undefined otherwise (no cookie, a forged one, or another account's).
 */
export function trustedDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): string | undefined {
  const raw = request.cookies[cookieOf(app).name];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  if (!unsigned?.valid || !unsigned.value) return undefined;
  const [id, tag] = unsigned.value.split('.');
  return id && tag === accountTag(email) ? id : undefined;
}

/** After a successful sign-in: this browser is one of the account's devices from now on. */
export function rememberDevice(app: FastifyInstance, reply: FastifyReply, email: string): void {
  const { name, options } = cookieOf(app);
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(name, `${id}.${accountTag(email)}`, options);
}
