import { renderTex } from './katex-render';
import { mathParts, type RenderedMath } from './math-parts';

/**
 * The maths of a page's texts, rendered on the server (loaders): the browser receives KaTeX's HTML
 * and never downloads KaTeX itself. Only texts with a `$` in them are kept.
 */
export function renderMath(texts: Iterable<string>): RenderedMath {
  const rendered: RenderedMath = {};
  for (const text of texts) {
    if (text.includes('$') && !(text in rendered)) rendered[text] = mathParts(text, renderTex);
  }
  return rendered;
}
