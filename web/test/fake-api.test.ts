import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, stubApi } from './fake-api';
import { jsonResponse, testSite } from './render';

afterEach(() => vi.unstubAllGlobals());

describe('fakeApi', () => {
  it('answers by method and decoded path, records the call, and 404s the rest', async () => {
    const api = fakeApi({ 'PUT /api/courses/PHY 101': () => jsonResponse({ ok: true }) });
    const saved = await api.fetch('/api/courses/PHY%20101?x=1', {
      method: 'put',
      body: JSON.stringify({ title: 'Mechanics' }),
    });
    expect(await saved.json()).toEqual({ ok: true });
    expect(api.calls[0]).toEqual({
      method: 'PUT',
      path: '/api/courses/PHY 101',
      search: '?x=1',
      body: { title: 'Mechanics' },
    });
    expect(await (await api.fetch('/api/site')).json()).toEqual(testSite);
    expect((await api.fetch('/api/nothing')).status).toBe(404);
  });
});

describe('stubApi', () => {
  it('answers XMLHttpRequest uploads with the form’s entries as the body', async () => {
    const api = stubApi({ 'POST /api/uploads': () => jsonResponse({ url: '/media/x' }) });
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const form = new FormData();
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    const loaded = new Promise<void>((resolve) => (xhr.onload = () => resolve()));
    xhr.open('POST', '/api/uploads');
    xhr.send(form);
    await loaded;
    expect(xhr.status).toBe(200);
    expect(JSON.parse(xhr.responseText)).toEqual({ url: '/media/x' });
    expect((api.calls[0]?.body as Record<string, File>).file?.name).toBe('a.pdf');
    expect(globalThis.fetch).toBe(api.fetch);
  });
});
