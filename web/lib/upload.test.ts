import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, server } from '@/test/api';
import { ApiError } from './api-client';
import { uploadForm } from './upload';

/** POST and PUT /api/photos answer `status` with `body`. */
function answerPhotos(status: number, body: string) {
  const answer = () => new Response(body, { status });
  return fakeApi({ 'POST /api/photos': answer, 'PUT /api/photos': answer });
}

afterEach(() => vi.restoreAllMocks());

describe('uploadForm', () => {
  it('sends the form, reports progress and answers the JSON body', async () => {
    const api = answerPhotos(201, '{"_id":"p1"}');
    const progress: number[] = [];
    const form = new FormData();
    form.append('name', 'Dinner');
    form.append('image', new File(['jpeg bytes'], 'dinner.jpg', { type: 'image/jpeg' }));

    const done = uploadForm('/api/photos', form, {
      onProgress: (fraction) => progress.push(fraction),
    });

    await expect(done).resolves.toEqual({ _id: 'p1' });
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/photos',
        search: '',
        body: { name: 'Dinner', image: expect.objectContaining({ name: 'dinner.jpg' }) },
      },
    ]);
    // The body's upload progress (all of it, as MSW sends it at once), then done.
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((fraction) => fraction > 0 && fraction <= 1)).toBe(true);
    expect(progress.at(-1)).toBe(1);
  });

  it("fails with the server's error and fields", async () => {
    answerPhotos(413, '{"error":"The image is too large: the limit is 10 MB"}');
    const error = await uploadForm('/api/photos', new FormData()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'http',
      message: 'The image is too large: the limit is 10 MB',
    });

    answerPhotos(400, '{"error":"name: Required","fields":{"name":"Required"}}');
    const invalid = uploadForm('/api/photos', new FormData(), { method: 'PUT' });
    await expect(invalid).rejects.toMatchObject({ fields: { name: 'Required' } });
  });

  it('falls back to the given message for a body that is not ours, and on network errors', async () => {
    answerPhotos(502, '<html>Bad gateway</html>');
    const proxy = uploadForm('/api/photos', new FormData(), {
      fallbackMessage: 'Failed to upload photo.',
    });
    await expect(proxy).rejects.toMatchObject({ status: 502, message: 'Failed to upload photo.' });

    server.use(http.post('*/api/photos', () => HttpResponse.error()));
    const offline = uploadForm('/api/photos', new FormData());
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('can be cancelled, before it starts or while it is sent', async () => {
    const cancelled = new AbortController();
    cancelled.abort(new Error('user cancelled'));
    await expect(
      uploadForm('/api/photos', new FormData(), { signal: cancelled.signal }),
    ).rejects.toThrow('user cancelled');

    // MSW's XMLHttpRequest cannot be aborted once sent (it never fires 'abort'), so the request
    // is aborted as a browser's would be: the 'abort' event, and no answer.
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort').mockImplementation(function (
      this: XMLHttpRequest,
    ) {
      this.onabort?.(new ProgressEvent('abort'));
    });
    server.use(http.post('*/api/photos', () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const done = uploadForm('/api/photos', new FormData(), { signal: controller.signal });
    controller.abort(new Error('user cancelled'));
    await expect(done).rejects.toThrow('user cancelled');
    expect(abort).toHaveBeenCalledOnce();
  });
});
