/** One cookie's value from a Cookie header (the server) or document.cookie (the browser). */
export function readCookie(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A small choice of the visitor's, remembered for a year on every page of the site (null forgets
 * it), as document.cookie or a Set-Cookie header takes it.
 */
export function cookieText(name: string, value: string | null): string {
  return value === null
    ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function writeCookie(name: string, value: string | null): void {
  document.cookie = cookieText(name, value);
}
