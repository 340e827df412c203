import { readCookie, writeCookie } from '@/lib/cookies';

/**
 * The answers this browser has marked helpful, in a cookie the server reads too, so the page
 * arrives with its buttons already right. The newest 100 are plenty for one person.
 */
export const HELPFUL_COOKIE = 'helpful-answers';
const MAX_REMEMBERED = 100;

/** The marked answers' ids, from a Cookie header or document.cookie. */
export function markedHelpful(cookies: string | null | undefined): string[] {
  return (readCookie(cookies, HELPFUL_COOKIE) ?? '').split(' ').filter(Boolean);
}

export function rememberHelpful(answerId: string): void {
  const ids = markedHelpful(document.cookie).filter((id) => id !== answerId);
  writeCookie(HELPFUL_COOKIE, [...ids, answerId].slice(-MAX_REMEMBERED).join(' '));
}
