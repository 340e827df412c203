import { afterAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { uploadForm } from './upload';

/** A stand-in XMLHttpRequest the test drives by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  body: unknown;
  upload: {
    onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

vi.stubGlobal('XMLHttpRequest', FakeXhr);
afterAll(() => vi.unstubAllGlobals());

describe('uploadForm', () => {
  it('sends the form, reports progress and answers the JSON body', async () => {
    const progress: number[] = [];
    const form = new FormData();
    const done = uploadForm('/api/photos', form, {
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/photos', form]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.answer(201, '{"_id":"p1"}');
    await expect(done).resolves.toEqual({ _id: 'p1' });
    expect(progress).toEqual([0.25, 1]);
  });

  it("fails with the server's error and fields", async () => {
    const done = uploadForm('/api/photos', new FormData());
    FakeXhr.last.answer(413, '{"error":"The image is too large: the limit is 10 MB"}');
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'http',
      message: 'The image is too large: the limit is 10 MB',
    });

    const invalid = uploadForm('/api/photos', new FormData(), { method: 'PUT' });
    FakeXhr.last.answer(400, '{"error":"name: Required","fields":{"name":"Required"}}');
    await expect(invalid).rejects.toMatchObject({ fields: { name: 'Required' } });
  });

  it('falls back to the given message for a body that is not ours, and on network errors', async () => {
    const proxy = uploadForm('/api/photos', new FormData(), {
      fallbackMessage: 'Failed to upload photo.',
    });
    FakeXhr.last.answer(502, '<html>Bad gateway</html>');
    await expect(proxy).rejects.toMatchObject({ status: 502, message: 'Failed to upload photo.' });

    const offline = uploadForm('/api/photos', new FormData());
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const done = uploadForm('/api/photos', new FormData(), { signal: controller.signal });
    controller.abort(new Error('user cancelled'));
    await expect(done).rejects.toThrow('user cancelled');
  });
});
