import type { CookieSerializeOptions } from '@fastify/cookie';
import { days } from './clock';

export interface SessionCookie {
  name: string;
  options: CookieSerializeOptions;
}

const isSecure = (publicUrl: string | undefined) =>
  publicUrl !== undefined && new URL(publicUrl).protocol === 'https:';

/** The session cookie's name for a site at this address. */
export const sessionCookieName = (publicUrl: string | undefined): string =>
  isSecure(publicUrl) ? '__Host-session' : 'session';

/**
 * On https the cookie is `__Host-session`: Secure, Path=/ and no Domain, so no sibling (sub)domain
 * can set or shadow it. Over plain http (local use) it is `session`.
 */
export function sessionCookie(publicUrl: string | undefined, absoluteDays: number): SessionCookie {
  const secure = isSecure(publicUrl);
  return {
    name: sessionCookieName(publicUrl),
    options: {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure,
      maxAge: Math.max(1, Math.ceil(days(absoluteDays) / 1000)),
    },
  };
}
