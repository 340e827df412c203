/** The iCalendar (RFC 5545) text rules every calendar file the site writes shares. */

export const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma get a backslash, line
 * breaks become `\n`, and other control characters (not allowed in TEXT) are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\t/g, ' ')
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\n/g, '\\n')
  );
}

/**
 * Folds a content line (RFC 5545 §3.1): no line longer than 75 octets of UTF-8, continuation lines
 * start with one space. A multi-byte character is never split, nor an escape such as `\n` (legal,
 * but some readers get it wrong).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line.match(/\\.|[\s\S]/gu) ?? []) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation's leading space takes one of its 75.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}
