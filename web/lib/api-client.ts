import { errorResponseSchema } from '@contract/errors';
import type { ZodType } from 'zod';
import { withSessionRenewal } from './session-renewal';

/** Every request gives up after this long (spec §9). */
export const REQUEST_TIMEOUT_MS = 10_000;

export type ApiErrorCode =
  /** The server answered with a non-2xx status. */
  | 'http'
  /** No answer within the timeout. */
  | 'timeout'
  /** The request never reached the server, or the connection dropped. */
  | 'network'
  /** The server answered 2xx with a body that is not what the contract says. */
  | 'invalid-response';

/**
 * A failed API call. `message` is what the user may read: the server's `error` field when it sent
 * one, otherwise the caller's fallback (e.g. 'Failed to fetch academic news'). `status` is the HTTP
 * status, or 0 when there was no answer.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(
    message: string,
    options: {
      status: number;
      code: ApiErrorCode;
      fields?: Record<string, string>;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
  }

  /** 4xx: the request itself is wrong, so sending it again will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Search parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** Parses the 2xx body; without it the body is returned unchecked. */
  schema?: ZodType<T>;
  /** The message when the server gives none. */
  fallbackMessage?: string;
  /** Cancels the request (React Query passes one to every query function). */
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Sees a successful response before its body is read, e.g. to read X-Total-Count. */
  onResponse?: (response: Response) => void;
  /**
   * A write that answers 401 waits for the session to be renewed and is sent again
   * (lib/session-renewal.ts). Default true for every method but GET; the sign-in itself says false.
   */
  renewSession?: boolean;
}

/** A 401: the request needs a live staff session it does not have. */
export const isUnauthorizedError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function combineSignals(timeout: AbortSignal, caller: AbortSignal | undefined): AbortSignal {
  if (!caller) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([caller, timeout]);
  const controller = new AbortController(); // Browsers before 2024.
  for (const source of [caller, timeout]) {
    if (source.aborted) controller.abort(source.reason);
    else source.addEventListener('abort', () => controller.abort(source.reason), { once: true });
  }
  return controller.signal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

async function toHttpError(response: Response, fallbackMessage: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    body = undefined; // An HTML error page from a proxy, for instance.
  }
  const parsed = errorResponseSchema.safeParse(body);
  const serverMessage = parsed.success ? parsed.data.error.trim() : '';
  return new ApiError(serverMessage || fallbackMessage, {
    status: response.status,
    code: 'http',
    fields: parsed.success ? parsed.data.fields : undefined,
  });
}

/**
 * Calls the API: JSON in and out, a timeout on every request, errors turned into ApiError, and the
 * answer checked against the contract schema when one is given. A write that meets an ended
 * session is sent again once the session is renewed.
 */
export function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', renewSession = method !== 'GET' } = options;
  if (!renewSession) return sendRequest(path, options);
  return withSessionRenewal(() => sendRequest(path, options), isUnauthorizedError);
}

async function sendRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const {
    method = 'GET',
    query,
    body,
    schema,
    fallbackMessage = 'Something went wrong. Please try again.',
    signal,
    timeoutMs = REQUEST_TIMEOUT_MS,
    headers,
    onResponse,
  } = options;

  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  // Multipart bodies set their own content type, boundary included.
  if (body !== undefined && !isForm) requestHeaders['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: combineSignals(timeout, signal),
      credentials: 'same-origin',
    });
  } catch (error) {
    // The caller cancelled: let that through untouched, as fetch would.
    if (signal?.aborted) throw error;
    if (timeout.aborted) {
      throw new ApiError(fallbackMessage, { status: 0, code: 'timeout', cause: error });
    }
    throw new ApiError(fallbackMessage, { status: 0, code: 'network', cause: error });
  }

  if (!response.ok) throw await toHttpError(response, fallbackMessage);
  onResponse?.(response);

  let data: unknown;
  try {
    data = await readBody(response);
  } catch (error) {
    throw new ApiError(fallbackMessage, {
      status: response.status,
      code: 'invalid-response',
      cause: error,
    });
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(fallbackMessage, {
      status: response.status,
      code: 'invalid-response',
      cause: parsed.error,
    });
  }
  return parsed.data;
}

type ReadOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

/** Shorthands per method. */
export const apiClient = {
  get: <T = unknown>(path: string, options?: ReadOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: ReadOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: ReadOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: ReadOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: ReadOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
