import { describe, expect, it } from 'vitest';
import {
  generateOneTimePassword,
  hashPassword,
  verifyDummyPassword,
  verifyPassword,
} from './passwords';

describe('password hashing', () => {
  it('uses argon2id with a per-hash salt', async () => {
    const first = await hashPassword('a password of note');
    const second = await hashPassword('a password of note');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies exactly, without trimming or truncating, and never throws', async () => {
    const password = ` ${'é'.repeat(60)}${'z'.repeat(67)} `;
    const hash = await hashPassword(password);
    expect(await verifyPassword(hash, password)).toBe(true);
    expect(await verifyPassword(hash, password.trim())).toBe(false);
    expect(await verifyPassword(hash, password.slice(0, -1))).toBe(false);
    expect(await verifyPassword(hash, `${password}x`)).toBe(false);
    expect(await verifyPassword('not a hash', password)).toBe(false);
    expect(await verifyDummyPassword(password)).toBe(false);
  });
});

describe('one-time passwords', () => {
  it('are 24 random characters without look-alikes', () => {
    const seen = new Set<string>();
    for (let index = 0; index < 50; index += 1) {
      const password = generateOneTimePassword();
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{24}$/);
      seen.add(password);
    }
    expect(seen.size).toBe(50);
  });
});
