import { describe, expect, it } from 'vitest';
import { nextNonce } from './nonce';

describe('CSP nonces', () => {
  it('are 16 bytes of base64, and never repeat across pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i += 1) {
      const nonce = nextNonce();
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1000);
  });
});
