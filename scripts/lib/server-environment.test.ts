import { describe, expect, it } from 'vitest';
import { serverEnvironment } from './server-environment';

describe('the environment the built server runs in', () => {
  it('sizes V8’s heap, beside what the caller’s NODE_OPTIONS already says', () => {
    expect(serverEnvironment({}).NODE_OPTIONS).toBe(
      '--max-old-space-size=256 --max-semi-space-size=64',
    );
    expect(serverEnvironment({ NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS).toBe(
      '--enable-source-maps --max-old-space-size=256 --max-semi-space-size=64',
    );
  });

  it('keeps heap sizes the caller chose, and the caller’s other settings over its own', () => {
    const env = serverEnvironment({ NODE_OPTIONS: '--max-old-space-size=512', NODE_ENV: 'test' });
    expect(env.NODE_OPTIONS).toBe('--max-old-space-size=512 --max-semi-space-size=64');
    expect(
      serverEnvironment({ NODE_OPTIONS: '--max-semi-space-size=16 --max-old-space-size=512' })
        .NODE_OPTIONS,
    ).toBe('--max-semi-space-size=16 --max-old-space-size=512');
    expect(env.NODE_ENV).toBe('test');
    expect(env.MALLOC_ARENA_MAX).toBe('2');
  });
});
