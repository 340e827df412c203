import katex from 'katex';
import { allowedTex } from './tex-limits';

/**
 * Untrusted TeX: no \href, \url, \html*, \includegraphics (trust: false), errors thrown to us, and
 * bounded: no size over 5 em (an 80,000 px \rule or \kern draws 5 em), at most 500 expansions of
 * KaTeX's own macros (a formula with a hundred \neq still renders), and the limits of
 * `allowedTex` (no macro definitions, colour boxes, overlaps, text above \large or long negative
 * spaces).
 */
const katexOptions = {
  throwOnError: true,
  trust: false,
  strict: 'ignore',
  output: 'htmlAndMathml',
  maxSize: 5,
  maxExpand: 500,
} as const;

/**
 * The most markup one piece of maths may become: a formula a person writes is a few KB, while a
 * 10,000-character answer of nested roots is megabytes, which every reader of the page would load.
 */
const maxHtmlLength = 200_000;

/** KaTeX's HTML for a piece of TeX, or null when it is invalid or not allowed (shown as written). */
export function renderTex(tex: string, displayMode: boolean): string | null {
  try {
    const options = { ...katexOptions, displayMode };
    if (!allowedTex(tex, options)) return null;
    const html = katex.renderToString(tex, options);
    return html.length <= maxHtmlLength ? html : null;
  } catch {
    return null;
  }
}
