import katex from 'katex';

/**
 * Untrusted TeX: no \href, \url, \html*, \includegraphics (trust: false), errors thrown to us, and
 * bounded: no box larger than 5 em, no macro expanding past 50 steps, so an answer cannot draw a
 * page-sized shape or stall the renderer.
 */
const katexOptions = {
  throwOnError: true,
  trust: false,
  strict: 'ignore',
  output: 'htmlAndMathml',
  maxSize: 5,
  maxExpand: 50,
} as const;

/** Commands that could dress maths up as something else (a coloured banner, giant text). */
const misleading = /\\(f?colorbox|Huge|huge|LARGE|Large|rule|raisebox|hspace|vspace|kern)\b/;

/** KaTeX's HTML for a piece of TeX, or null when it is invalid or not allowed (shown as written). */
export function renderTex(tex: string, displayMode: boolean): string | null {
  if (misleading.test(tex)) return null;
  try {
    return katex.renderToString(tex, { ...katexOptions, displayMode });
  } catch {
    return null;
  }
}
