/** A staff member's HTTP client for the crash suite: one session cookie, kept across restarts. */
import { adminEmail, adminPassword } from './server';

export interface Answer {
  status: number;
  body: unknown;
  replayed: boolean;
}

export interface WriteRequest {
  method: 'POST' | 'PUT';
  path: string;
  json?: unknown;
  form?: () => FormData;
  key?: string;
  /** The client address the request claims (X-Forwarded-For; the server trusts loopback). */
  from?: string;
}

export class StaffClient {
  base = '';
  private cookie = '';

  /** Signs in through the API (the session lives in the database, so it survives a kill). */
  async signIn(): Promise<void> {
    const response = await fetch(`${this.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.base },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${body}`);
    const session = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] ?? '')
      .filter(Boolean);
    if (session.length === 0) throw new Error('sign-in set no cookie');
    this.cookie = session.join('; ');
  }

  /**
   * Sends one write. Resolves with the answer, or rejects when none came (the server died or was
   * not there): such a write is not acknowledged.
   */
  async send(request: WriteRequest): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.base, cookie: this.cookie };
    if (request.key) headers['idempotency-key'] = request.key;
    if (request.from) headers['x-forwarded-for'] = request.from;
    let body: string | FormData | undefined;
    if (request.form) body = request.form();
    else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    const response = await fetch(`${this.base}${request.path}`, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the message
    }
    return {
      status: response.status,
      body: parsed,
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  }
}
