import type { MarkdownIt, StateInline } from 'markdown-it';
import { renderTex } from './katex-render';
import { INVALID_MATH_HINT } from './math-parts';
import { findMathClose } from './math-segments';

const DOLLAR = 0x24;

/**
 * Inline `$…$` with a space just inside either dollar, or a digit just after the closing one, is
 * prose, as in Pandoc: an article may say "tickets are $5 and $10" where a Q&A answer rarely does.
 */
const looksLikePrices = (tex: string, after: string | undefined) =>
  /^\s|\s$/.test(tex) || /\d/.test(after ?? '');

/**
 * `$…$` and `$$…$$` found with the same delimiter rules as every other text with maths
 * (math-segments.ts); `\$` is markdown-it's own escape, a literal dollar. Code spans are read
 * first, so `` `$x$` `` stays code.
 */
function mathRule(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src.charCodeAt(pos) !== DOLLAR) return false;
  const display = src.charCodeAt(pos + 1) === DOLLAR;
  const open = display ? 2 : 1;
  const close = findMathClose(src, pos + open, display);
  if (close === -1) return false;
  const tex = src.slice(pos + open, close);
  if (tex.trim() === '') return false;
  if (!display && looksLikePrices(tex, src[close + 1])) return false;
  if (!silent) {
    const token = state.push('math', 'span', 0);
    token.content = tex;
    token.markup = display ? '$$' : '$';
    token.info = src.slice(pos, close + open);
  }
  state.pos = close + open;
  return true;
}

/**
 * Maths in Markdown, typeset by KaTeX with the public limits (katex-render.ts, ADR 0008): invalid
 * or refused TeX is shown as written, in code, with the same hint as elsewhere.
 */
export function markdownMath(md: MarkdownIt): void {
  md.inline.ruler.before('escape', 'math', mathRule);
  const { escapeHtml } = md.utils;
  md.renderer.rules.math = (tokens, index) => {
    const token = tokens[index];
    if (!token) return '';
    const display = token.markup === '$$';
    const html = renderTex(token.content, display);
    if (html === null) {
      return `<code class="math-invalid" title="${escapeHtml(INVALID_MATH_HINT)}">${escapeHtml(token.info)}</code>`;
    }
    // KaTeX's output only: it escapes every character of its input, and trust is off.
    return display
      ? `<span class="math-display" data-math="display">${html}</span>`
      : `<span data-math="inline">${html}</span>`;
  };
}
