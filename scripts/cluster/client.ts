/** HTTP as the cluster test speaks it: through nginx or to one instance, with a cookie jar. */

export interface Reply {
  status: number;
  body: unknown;
  bytes: Buffer;
  headers: Headers;
  /** The instance that answered, as nginx names it (X-Upstream), when through nginx. */
  upstream: string | null;
}

export interface Send {
  method?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Sent as Idempotency-Key: a write the client may send again. */
  key?: string;
}

/**
 * A browser-like client of one address (nginx's, or one instance's): keeps the cookies it is given
 * and sends that address as its Origin, as the site's own pages would.
 */
export class Client {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  /** Another client of `base` with the same cookies (the same person, talking to one instance). */
  at(base: string): Client {
    const other = new Client(base);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  async send(path: string, options: Send = {}): Promise<Reply> {
    const headers: Record<string, string> = { origin: this.base, ...options.headers };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.key) headers['idempotency-key'] = options.key;
    let body: string | FormData | undefined = options.form;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.base}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: AbortSignal.timeout(20_000),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    let parsed: unknown = undefined;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        // left undefined: the caller looks at the status
      }
    }
    return {
      status: response.status,
      body: parsed,
      bytes,
      headers: response.headers,
      upstream: response.headers.get('x-upstream'),
    };
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
    return this.send(path, { headers });
  }
}

/** Throws with the answer's status and body when `reply` is not `status`. */
export function expectStatus(reply: Reply, status: number, what: string): Reply {
  if (reply.status !== status) {
    const text =
      reply.body === undefined ? reply.bytes.toString('utf8', 0, 300) : JSON.stringify(reply.body);
    throw new Error(`${what}: answered ${reply.status}, not ${status}: ${text.slice(0, 300)}`);
  }
  return reply;
}

/** A field of a JSON answer's object (the test reads ids and urls this way). */
export function field(reply: Reply, name: string): string {
  const value = (reply.body as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string')
    throw new Error(`the answer has no ${name}: ${JSON.stringify(reply.body)}`);
  return value;
}
