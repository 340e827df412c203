import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { sessionCookie } from './cookie';

describe('auth settings from the environment', () => {
  it('defaults to a 2-hour idle and 7-day absolute timeout, no admin and no trusted proxies', () => {
    const { auth } = loadConfig({});
    expect(auth).toEqual({
      adminEmail: undefined,
      adminPassword: undefined,
      sessionIdleMinutes: 120,
      sessionAbsoluteDays: 7,
      trustedProxies: undefined,
    });
  });

  it('reads every variable, keeping the password exactly as given', () => {
    const { auth } = loadConfig({
      ADMIN_EMAIL: 'Chair@Example.org',
      ADMIN_PASSWORD: '  spaced out  ',
      SESSION_IDLE_MINUTES: '0.5',
      SESSION_ABSOLUTE_DAYS: '1.5',
      TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16,loopback, ::1',
    });
    expect(auth).toEqual({
      adminEmail: 'chair@example.org',
      adminPassword: '  spaced out  ',
      sessionIdleMinutes: 0.5,
      sessionAbsoluteDays: 1.5,
      trustedProxies: ['10.0.0.1', '192.168.0.0/16', 'loopback', '::1'],
    });
  });

  it.each([
    [{ ADMIN_EMAIL: 'chair@example.org' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'long enough password' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough password' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'chair@example.org', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'chair@example.org', ADMIN_PASSWORD: 'x'.repeat(129) }, 'ADMIN_PASSWORD'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ SESSION_IDLE_MINUTES: 'soon' }, 'SESSION_IDLE_MINUTES'],
    [{ SESSION_ABSOLUTE_DAYS: '-1' }, 'SESSION_ABSOLUTE_DAYS'],
    [{ TRUSTED_PROXIES: 'proxy.example.org' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES'],
  ])('rejects %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});

describe('the session cookie', () => {
  it('is __Host-session and Secure on https, session otherwise', () => {
    expect(sessionCookie('https://psa.example.edu', 7)).toMatchObject({
      name: '__Host-session',
      options: { secure: true, httpOnly: true, sameSite: 'lax', path: '/', maxAge: 604800 },
    });
    expect(sessionCookie('http://localhost:5000', 7)).toMatchObject({
      name: 'session',
      options: { secure: false },
    });
    expect(sessionCookie(undefined, 7).name).toBe('session');
  });
});
