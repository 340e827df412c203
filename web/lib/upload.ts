import { errorResponseSchema } from '@contract/errors';
import { ApiError, isUnauthorizedError } from './api-client';
import { withSessionRenewal } from './session-renewal';

export interface UploadOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called as the body goes out, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The message when the server gives none. */
  fallbackMessage?: string;
  /**
   * Gives up after this long. Longer than the API's 10 s on purpose: a 10 MB photo over slow mobile
   * data takes minutes, and progress shows the user it is moving. 0 waits for ever.
   */
  timeoutMs?: number;
}

const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * Sends a form (files included) with upload progress, which fetch cannot report: XMLHttpRequest.
 * Answers the parsed JSON body; fails with the same ApiError as apiRequest, carrying the server's
 * `{error, fields}` when it sent them. A cancelled upload rejects with the signal's reason.
 */
export function uploadForm<T = unknown>(
  url: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  // An ended session is renewed and the upload sent again, as for every other write.
  return withSessionRenewal(() => sendForm<T>(url, body, options), isUnauthorizedError);
}

function sendForm<T>(url: string, body: FormData, options: UploadOptions): Promise<T> {
  const {
    method = 'POST',
    onProgress,
    signal,
    headers = {},
    fallbackMessage = 'Upload failed. Please try again.',
    timeoutMs = UPLOAD_TIMEOUT_MS,
  } = options;

  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      settle(() => {
        const data = parseJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          return resolve(data as T);
        }
        const parsed = errorResponseSchema.safeParse(data);
        const message = (parsed.success && parsed.data.error.trim()) || fallbackMessage;
        reject(
          new ApiError(message, {
            status: xhr.status,
            code: 'http',
            fields: parsed.success ? parsed.data.fields : undefined,
          }),
        );
      });
    xhr.onerror = () =>
      settle(() => reject(new ApiError(fallbackMessage, { status: 0, code: 'network' })));
    xhr.ontimeout = () =>
      settle(() => reject(new ApiError(fallbackMessage, { status: 0, code: 'timeout' })));
    xhr.onabort = () =>
      settle(() => reject(signal?.reason ?? new DOMException('Upload cancelled', 'AbortError')));
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined; // An HTML error page from a proxy, for instance.
  }
}
