/** Hostile values the catalogue puts wherever a value goes: ids, query values, string fields. */

/** Strings a careless server would interpret: SQL, markup, templates, paths, control characters. */
export const hostileStrings = [
  "' OR '1'='1' --",
  '1; DROP TABLE academic_news; --',
  '" UNION SELECT * FROM staff_users --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "$& $' $` $$ $1",
  '{{7*7}} ${7*7} <%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  'nul\u0000byte',
  'bell\u0007 escape\u001b[31m and delete\u007f',
  'right-to-left \u202Egpj.exe',
  'line\r\nInjected-Header: yes',
  '\uD800 lone surrogate',
  '𝕌𝕟𝕚𝕔𝕠𝕕𝕖 ﷽ 🧪',
  '__proto__',
  'constructor',
  '%s%s%s%n',
];

/** Ids no row has, each bad in its own way. */
export const badIds = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fchapter.sqlite',
  '..',
  '%00',
  '%0d%0aSet-Cookie:%20x=1',
  "'%20OR%20'1'='1",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '-1',
  '0',
  '1e309',
  'NaN',
  '%F0%9F%A7%AA',
  '%E0%A4%A',
  'x'.repeat(5000),
  '__proto__',
];

/** Values for numeric and paging query parameters. */
export const badNumbers = [
  '-1',
  '0',
  '1.5',
  'abc',
  '1e309',
  '99999999999999999999999',
  '0x10',
  '',
  '%00',
  'Infinity',
];

/** A long string of `length` characters ending with the case's marker. */
export const longString = (length: number, tag: string) => `${'a'.repeat(length)} ${tag}`;

/** Percent-encodes a value; a lone surrogate becomes the bytes of one (not valid UTF-8). */
export const encode = (value: string) =>
  value
    .split(lone)
    .map((piece, index) => (index % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');

const lone = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;
