import { createHash } from 'node:crypto';

/**
 * Lines that change on every request without the content changing: an iCalendar DTSTAMP is the
 * moment the feed was written. Left out of the hash so an unchanged feed keeps its tag.
 */
const volatile: Array<{ type: RegExp; line: RegExp }> = [
  { type: /^text\/calendar/, line: /^DTSTAMP[:;].*\r?\n/gm },
];

/** A strong entity tag for a body, the same for the same content. */
export function entityTag(payload: string | Buffer, contentType: unknown): string {
  const rule = volatile.find(({ type }) => type.test(String(contentType ?? '')));
  const stable = rule ? payload.toString().replace(rule.line, '') : payload;
  return `"${createHash('sha256').update(stable).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}
