import { describe, expect, it } from 'vitest';
import { readForm } from './form-reply';

const post = (body: BodyInit, type: string) =>
  new Request('https://x.example/contact', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
  });

async function refusal(request: Request) {
  try {
    await readForm(request);
  } catch (error) {
    // Thrown as data(…, { status }): React Router answers with that status.
    return (error as { init?: { status?: number } }).init?.status;
  }
  return 'read';
}

describe('readForm', () => {
  it("reads a form's intent and text fields", async () => {
    const body = new URLSearchParams({ intent: 'answer', body: 'Hello' });
    await expect(
      readForm(post(body.toString(), 'application/x-www-form-urlencoded')),
    ).resolves.toEqual({ intent: 'answer', values: { body: 'Hello' } });
  });

  it('answers 415 to a body that is no form, and 400 to a form that does not parse', async () => {
    expect(await refusal(post('{"body":"Hi"}', 'application/json'))).toBe(415);
    expect(await refusal(post('body=Hi', 'text/plain'))).toBe(415);
    expect(await refusal(post('junk', 'multipart/form-data'))).toBe(400);
    expect(await refusal(post('--B\r\ncontent-disp', 'multipart/form-data; boundary=B'))).toBe(400);
  });
});
