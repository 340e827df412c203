import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's defaults are argon2id v19, m=19 MiB, t=2, p=1 (OWASP's recommendation); its
// Algorithm enum is type-only, so the defaults are relied on and a test checks the hash's prefix.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False (never throws) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so an unknown email costs the same time as a wrong password.
 * Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** No look-alike characters (0/O, 1/l/I), so a password read aloud or copied by hand survives. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 24 characters from 57: about 140 bits. */
export function generateOneTimePassword(length = 24): string {
  let password = '';
  for (let index = 0; index < length; index += 1) password += alphabet[randomInt(alphabet.length)];
  return password;
}
