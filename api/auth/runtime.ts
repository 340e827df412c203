import type { AppConfig } from '../config';
import { clockOf, type Clock } from './clock';
import { sessionCookie, type SessionCookie } from './cookie';
import type { SessionTimeouts } from './sessions';

/** What the auth hooks and routes share, built once from the config (`app.auth`). */
export interface AuthRuntime {
  cookie: SessionCookie;
  timeouts: SessionTimeouts;
  now: Clock;
  /** PUBLIC_URL's origin, when set: the only origin mutating requests may come from. */
  publicOrigin: string | undefined;
  /** The name authenticator apps show beside this site's codes: the association's name. */
  issuer: string;
}

export function authRuntime(config: AppConfig): AuthRuntime {
  return {
    cookie: sessionCookie(config.publicUrl, config.auth.sessionAbsoluteDays),
    timeouts: {
      idleMinutes: config.auth.sessionIdleMinutes,
      absoluteDays: config.auth.sessionAbsoluteDays,
    },
    now: clockOf(config.auth),
    publicOrigin: config.publicUrl === undefined ? undefined : new URL(config.publicUrl).origin,
    issuer: config.site.name,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthRuntime;
  }
}
