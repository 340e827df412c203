import { describe, expect, it } from 'vitest';
import { serverEnvironment } from './server-environment';

describe('the environment the built server runs in', () => {
  it('caps V8’s heap, beside what the caller’s NODE_OPTIONS already says', () => {
    expect(serverEnvironment({}).NODE_OPTIONS).toBe('--max-old-space-size=256');
    expect(serverEnvironment({ NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS).toBe(
      '--enable-source-maps --max-old-space-size=256',
    );
  });

  it('keeps a heap limit the caller chose, and the caller’s other settings over its own', () => {
    const env = serverEnvironment({ NODE_OPTIONS: '--max-old-space-size=512', NODE_ENV: 'test' });
    expect(env.NODE_OPTIONS).toBe('--max-old-space-size=512');
    expect(env.NODE_ENV).toBe('test');
    expect(env.MALLOC_ARENA_MAX).toBe('2');
  });
});
