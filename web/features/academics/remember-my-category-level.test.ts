import { describe, expect, it } from 'vitest';
import { MY_CATEGORY_LEVEL_COOKIE } from '@/lib/my-category-level';
import { rememberMyCategoryLevel } from './remember-my-category-level';

const post = (fields: Record<string, string>) =>
  new Request('https://physics.example.edu/academics/tutorials?level=300L', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });

/** What a thrown `data(…)` carries: its status and message. */
async function refusal(request: Request): Promise<{ status: number | undefined; data: unknown }> {
  try {
    await rememberMyCategoryLevel(request);
  } catch (error) {
    const thrown = error as { init?: { status?: number }; data: unknown };
    return { status: thrown.init?.status, data: thrown.data };
  }
  throw new Error('expected a refusal');
}

describe('rememberMyCategoryLevel (the academics pages’ action)', () => {
  it('remembers the choice in the cookie and shows the same page again', async () => {
    const response = await rememberMyCategoryLevel(
      post({ intent: 'remember', category: 'geophysics', level: '300L' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/academics/tutorials?level=300L');
    expect(response.headers.get('Set-Cookie')).toBe(
      `${MY_CATEGORY_LEVEL_COOKIE}=geophysics.300L; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  });

  it('forgets it', async () => {
    const response = await rememberMyCategoryLevel(post({ intent: 'forget' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('Set-Cookie')).toContain(`${MY_CATEGORY_LEVEL_COOKIE}=;`);
    expect(response.headers.get('Set-Cookie')).toContain('Max-Age=0');
  });

  it('answers 400 to a category or level that is not ours, and changes nothing', async () => {
    const bad = await refusal(post({ intent: 'remember', category: 'chemistry', level: '300L' }));
    expect(bad.status).toBe(400);
    expect(bad.data).toBe('Choose one of the categories and one of the levels');
    expect((await refusal(post({ category: 'geophysics' }))).status).toBe(400);
  });

  it('answers 415 to a body that is no form', async () => {
    const json = new Request('https://physics.example.edu/academics', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await refusal(json)).status).toBe(415);
  });
});
