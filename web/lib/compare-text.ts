/**
 * Orders text alphabetically, capitals beside their small letters ('apple', 'Banana', 'cherry'),
 * without the browser's collator: `localeCompare` loads it on first use, 15-25 ms here in the
 * middle of a page's hydration, for lists of course codes, years and tags that need no more.
 */
export function compareText(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
