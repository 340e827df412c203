import type { FastifyReply, FastifyRequest } from 'fastify';

/** The Fetch API request React Router's handler takes, made from Fastify's. */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  // Loaders may stop early when the client goes away.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined,
  });
}

/**
 * Sends React Router's answer through Fastify, so compression, security headers and the request id
 * apply as to every other reply. The body is read whole: pages are rendered whole anyway
 * (web/app/entry.server.tsx), and a complete body gets a Content-Length.
 */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  return reply.send(body);
}
