import { afterEach, describe, expect, it, vi } from 'vitest';
import { renewSession, setSessionRenewer, withSessionRenewal } from './session-renewal';

const unauthorized = new Error('401');
const is401 = (error: unknown) => error === unauthorized;
let remove: (() => void) | undefined;
afterEach(() => remove?.());

describe('withSessionRenewal', () => {
  it('fails a 401 as before when nothing renews sessions', async () => {
    await expect(withSessionRenewal(() => Promise.reject(unauthorized), is401)).rejects.toBe(
      unauthorized,
    );
  });

  it('sends a write again once the session is renewed, and only once', async () => {
    remove = setSessionRenewer(() => Promise.resolve(true));
    const send = vi.fn().mockRejectedValueOnce(unauthorized).mockResolvedValueOnce('saved');
    await expect(withSessionRenewal(send, is401)).resolves.toBe('saved');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives the 401 back when signing in again is given up', async () => {
    remove = setSessionRenewer(() => Promise.resolve(false));
    const send = vi.fn().mockRejectedValue(unauthorized);
    await expect(withSessionRenewal(send, is401)).rejects.toBe(unauthorized);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('asks once for writes refused together, and passes other errors through', async () => {
    const renewer = vi.fn(() => Promise.resolve(true));
    remove = setSessionRenewer(renewer);
    await Promise.all([renewSession(), renewSession()]);
    expect(renewer).toHaveBeenCalledTimes(1);
    const other = new Error('500');
    await expect(withSessionRenewal(() => Promise.reject(other), is401)).rejects.toBe(other);
  });
});
