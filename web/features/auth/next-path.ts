/** Where staff sign in. */
export const signInPath = '/admin/login';
/** Where signing in leads when no (acceptable) `next` is given. */
const defaultNextPath = '/admin';

const probeOrigin = 'http://next-path.invalid';

function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/**
 * The `next` parameter of the sign-in page, made safe: only a same-site path is accepted (it starts
 * with one '/', holds no backslash or control character, and is not the sign-in page itself).
 * Anything else, an absolute URL or '//evil.example' say, gives the dashboard.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return defaultNextPath;
  // Browsers read '/\evil.example' as '//evil.example'; control characters are stripped by URL parsers.
  if (value.includes('\\') || hasControlCharacter(value)) return defaultNextPath;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return defaultNextPath;
  }
  if (url.origin !== probeOrigin || url.pathname === signInPath) return defaultNextPath;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, with a way back to `location` (its path and query) afterwards. */
export function signInPathFor(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams({ next: `${location.pathname}${location.search}` });
  return `${signInPath}?${params.toString()}`;
}
