import type { CookieSerializeOptions } from '@fastify/cookie';
import { days } from './clock';

export interface SessionCookie {
  name: string;
  options: CookieSerializeOptions;
}

/**
 * On https the cookie is `__Host-session`: Secure, Path=/ and no Domain, so no sibling (sub)domain
 * can set or shadow it. Over plain http (local use) it is `session`.
 */
export function sessionCookie(publicUrl: string | undefined, absoluteDays: number): SessionCookie {
  const secure = publicUrl !== undefined && new URL(publicUrl).protocol === 'https:';
  return {
    name: secure ? '__Host-session' : 'session',
    options: {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure,
      maxAge: Math.max(1, Math.ceil(days(absoluteDays) / 1000)),
    },
  };
}
