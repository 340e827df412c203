import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '@/test/api';
import { jsonResponse } from '@/test/render';
import { ApiError, apiClient, apiRequest, REQUEST_TIMEOUT_MS } from './api-client';

afterEach(() => {
  vi.restoreAllMocks();
});

const requests: Request[] = [];

/** Every request gets `answer`'s response (a fresh one each time); each is kept for lastCall. */
function answerWith(answer: (request: Request) => Response | Promise<Response>) {
  requests.length = 0;
  server.use(
    http.all('*', ({ request }) => {
      requests.push(request.clone());
      return answer(request);
    }),
  );
}

function lastCall() {
  const request = requests.at(-1);
  if (!request) throw new Error('fetch was not called');
  const url = new URL(request.url);
  return { url: url.pathname + url.search, request, headers: request.headers };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('GETs JSON and returns the body parsed by the schema', async () => {
    answerWith(() => jsonResponse({ id: 7, title: 'Seminar', extra: true }));
    const schema = z.object({ id: z.number(), title: z.string() });

    const result = await apiClient.get('/api/things', { schema });

    expect(result).toEqual({ id: 7, title: 'Seminar' });
    const { url, request, headers } = lastCall();
    expect(url).toBe('/api/things');
    expect(request.method).toBe('GET');
    expect(headers.get('accept')).toBe('application/json');
    expect(request.body).toBeNull();
  });

  it('adds query parameters, leaving out empty ones', async () => {
    answerWith(() => jsonResponse({ news: [] }));
    await apiClient.get('/api/academic-news', {
      query: { category: undefined, limit: 20, page: 1, upcoming: false, q: null },
    });
    expect(lastCall().url).toBe('/api/academic-news?limit=20&page=1&upcoming=false');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    answerWith(() => jsonResponse({ ok: true }, { status: 201 }));
    await apiClient.post('/api/events', { event: 'Exam week' });
    const { request, headers } = lastCall();
    expect(request.method).toBe('POST');
    expect(headers.get('content-type')).toBe('application/json');
    expect(await request.text()).toBe(JSON.stringify({ event: 'Exam week' }));
  });

  it('sends FormData as multipart, letting the browser set the content type', async () => {
    answerWith(() => jsonResponse({ ok: true }));
    const form = new FormData();
    form.append('name', 'Dinner');
    await apiClient.post('/api/photos', form);
    const { request, headers } = lastCall();
    expect(Object.fromEntries(await request.formData())).toEqual({ name: 'Dinner' });
    // Had the client set a content type, the multipart boundary would be missing.
    expect(headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('returns undefined for an empty answer such as 204', async () => {
    answerWith(() => new Response(null, { status: 204 }));
    await expect(apiClient.delete('/api/events/1')).resolves.toBeUndefined();
  });

  it("uses the server's error field as the message", async () => {
    answerWith(() =>
      jsonResponse({ error: 'Title is required', fields: { title: 'Required' } }, { status: 400 }),
    );
    const error = await failureOf(
      apiClient.post(
        '/api/academic-news',
        {},
        { fallbackMessage: 'Failed to create academic news' },
      ),
    );
    expect(error.message).toBe('Title is required');
    expect(error.status).toBe(400);
    expect(error.code).toBe('http');
    expect(error.fields).toEqual({ title: 'Required' });
    expect(error.isClientError).toBe(true);
  });

  it("falls back to the caller's message when the error body has no error field", async () => {
    answerWith(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failureOf(
      apiClient.get('/api/academic-news', { fallbackMessage: 'Failed to fetch academic news' }),
    );
    expect(error.message).toBe('Failed to fetch academic news');
    expect(error.status).toBe(502);
    expect(error.isClientError).toBe(false);
  });

  it('falls back to the caller’s message for a blank server error', async () => {
    answerWith(() => jsonResponse({ error: '  ' }, { status: 500 }));
    const error = await failureOf(apiClient.get('/api/x', { fallbackMessage: 'Failed to fetch' }));
    expect(error.message).toBe('Failed to fetch');
  });

  it('has a generic message when the caller gives no fallback', async () => {
    answerWith(() => new Response('', { status: 500 }));
    const error = await failureOf(apiRequest('/api/x'));
    expect(error.message).toBe('Something went wrong. Please try again.');
  });

  it('rejects an answer that does not match the schema', async () => {
    answerWith(() => jsonResponse({ id: 'seven' }));
    const error = await failureOf(
      apiClient.get('/api/things', {
        schema: z.object({ id: z.number() }),
        fallbackMessage: 'Failed to fetch things',
      }),
    );
    expect(error.code).toBe('invalid-response');
    expect(error.message).toBe('Failed to fetch things');
    expect(error.status).toBe(200);
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    answerWith(() => new Response('not json', { status: 200 }));
    const error = await failureOf(apiClient.get('/api/things', { fallbackMessage: 'Nope' }));
    expect(error.code).toBe('invalid-response');
  });

  it('gives every request a 10 second timeout by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    answerWith(() => jsonResponse({}));
    await apiClient.get('/api/site');
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(timeout).toHaveBeenCalledWith(10_000);
    expect(timeout.mock.results[0]?.value).toBeInstanceOf(AbortSignal);
  });

  it('gives up with a timeout error when the server does not answer in time', async () => {
    // The server never answers; the request's abort ends the wait.
    answerWith(() => new Promise<Response>(() => undefined));
    const error = await failureOf(
      apiClient.get('/api/slow', { timeoutMs: 20, fallbackMessage: 'Failed to fetch events' }),
    );
    expect(error.code).toBe('timeout');
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch events');
    expect(error.isClientError).toBe(false);
  });

  it('reports a network failure with the fallback message', async () => {
    answerWith(() => HttpResponse.error());
    const error = await failureOf(apiClient.get('/api/x', { fallbackMessage: 'Offline' }));
    expect(error.code).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toBe('Offline');
  });

  it("lets the caller's own cancellation through unchanged", async () => {
    const controller = new AbortController();
    answerWith(() => new Promise<Response>(() => undefined));
    const request = apiClient.get('/api/x', { signal: controller.signal });
    controller.abort();
    const error = await request.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
