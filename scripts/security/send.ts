import http from 'node:http';
import type { Answer, Case, Target } from './types';

/** The most of an answer's body kept for checks and the report. */
const keptBytes = 1024 * 1024;

/**
 * Sends one case over plain node:http, so the path goes out exactly as written (fetch would resolve
 * `..` and refuse odd methods), and resolves with the answer or, status 0, why there was none.
 */
export function send(target: Target, item: Case, timeoutMs = 20_000): Promise<Answer> {
  const url = new URL(target.base);
  const headers: Record<string, string> = {
    origin: target.base,
    ...(item.anonymous ? {} : { cookie: target.cookie }),
    ...item.headers,
  };
  if (item.body !== undefined && headers['content-length'] === undefined)
    headers['content-length'] = String(Buffer.byteLength(item.body));
  return new Promise((resolve) => {
    let request: http.ClientRequest;
    try {
      request = http.request(
        // A connection of its own: after refusing a request the server may close the one it came on.
        {
          host: url.hostname,
          port: url.port,
          method: item.method,
          path: item.path,
          headers,
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            if (size < keptBytes) chunks.push(chunk);
            size += chunk.length;
          });
          response.on('end', () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(response.headers))
              if (value !== undefined) responseHeaders.set(name, String(value));
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              headers: responseHeaders,
            });
          });
          response.on('error', (error) => resolve(noAnswer(error)));
        },
      );
    } catch (error) {
      // Node refused to send it (a header it will not write): a mistake in the catalogue.
      resolve(noAnswer(error as Error));
      return;
    }
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    // A server may answer (413, 415) and close before reading all of a large body: its answer may
    // still arrive after the write fails, so wait a moment for it.
    request.on('error', (error) => setTimeout(() => resolve(noAnswer(error)), 300));
    request.end(item.body);
  });
}

const noAnswer = (error: Error): Answer => ({
  status: 0,
  body: '',
  headers: new Headers(),
  error: error.message,
});
