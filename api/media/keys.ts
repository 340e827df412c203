import type { MediaKind } from './types';

/**
 * Object keys are `i/<sha256>.<jpg|png>` or `d/<sha256>.pdf`: generated from the stored bytes, never
 * from an uploaded name, so a key can only ever name a file inside the store. Anything a client
 * sends is checked against this pattern before it reaches a path or an S3 call.
 */
const keyPattern = /^(?:i\/[0-9a-f]{64}\.(?:jpg|png)|d\/[0-9a-f]{64}\.pdf)$/;

export type Extension = 'jpg' | 'png' | 'pdf';

export const isMediaKey = (key: string): boolean => keyPattern.test(key);

export function makeKey(sha256: string, extension: Extension): string {
  return `${extension === 'pdf' ? 'd' : 'i'}/${sha256}.${extension}`;
}

/** The key behind one of our `/media/...` URLs; undefined for anything else (outside URLs included). */
export function keyFromUrl(url: string): string | undefined {
  if (!url.startsWith('/media/')) return undefined;
  const key = url.slice('/media/'.length);
  return isMediaKey(key) ? key : undefined;
}

export const urlOfKey = (key: string): string => `/media/${key}`;

export const kindOfKey = (key: string): MediaKind => (key.startsWith('d/') ? 'pdf' : 'image');

/** The hex digest inside a key: names the key's derivative folder and seeds its ETags. */
export const hashOfKey = (key: string): string => key.slice(2, 66);

export const extensionOfKey = (key: string): Extension =>
  key.slice(key.lastIndexOf('.') + 1) as Extension;

export const contentTypes: Record<Extension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};
