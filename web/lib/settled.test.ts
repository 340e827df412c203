import { describe, expect, it, vi } from 'vitest';
import { failed, serverOr, settle } from './settled';

describe('settle', () => {
  it('keeps the list, or the message to show in its place', async () => {
    expect(await settle(Promise.resolve([1]), 'Failed')).toEqual({ ok: true, data: [1] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await settle(Promise.reject(new Error('down')), 'Failed')).toEqual(failed('Failed'));
  });

  it('lets a Response through: the server answers for the whole page (a 503)', async () => {
    const unavailable = new Response('The database is unavailable', { status: 503 });
    await expect(settle(Promise.reject(unavailable), 'Failed')).rejects.toBe(unavailable);
  });
});

describe('serverOr', () => {
  it("answers the server's data when it comes", async () => {
    const offline = vi.fn(() => ({ list: failed('Failed') }));
    expect(await serverOr(async () => ({ list: { ok: true, data: [1] } }), offline)).toEqual({
      list: { ok: true, data: [1] },
    });
    expect(offline).not.toHaveBeenCalled();
  });

  it('answers the offline page when the server cannot be reached', async () => {
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await serverOr(unreachable, () => ({ list: failed('Failed') }))).toEqual({
      list: { ok: false, error: 'Failed' },
    });
  });
});
