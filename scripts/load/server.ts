/** The built server for the load bench, with an admin the staff writes sign in as. */
import { startBuiltServer, type BuiltServer } from '../lib/built-server';

const benchAdmin = { email: 'bench-admin@example.org', password: 'bench-password-123' };

export const startBenchServer = (root: string): Promise<BuiltServer> =>
  startBuiltServer({
    root,
    env: { ADMIN_EMAIL: benchAdmin.email, ADMIN_PASSWORD: benchAdmin.password },
  });

/** Signs the bench's admin in; the session cookie, for the staff writes. */
export async function signInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(benchAdmin),
  });
  if (!response.ok)
    throw new Error(`Signing in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .find((each) => each && !each.endsWith('='));
  if (!cookie) throw new Error('Signing in set no session cookie (is two-factor required?)');
  return cookie;
}
