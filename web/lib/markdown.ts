import MarkdownIt from 'markdown-it';
import { markdownMath } from './markdown-math';
import { markdownSafety } from './markdown-safety';

/**
 * Article bodies (a news item's body, an event's description) written in Markdown, as HTML. The
 * one renderer of them: a page's loader calls it on the server, and the admin's live preview loads
 * it in the browser, so the preview is the page. See docs/decisions/0023-markdown-article-bodies.md.
 *
 * - No raw HTML: `<script>` is text (html: false).
 * - A single newline is a line break (breaks: true): bodies written as plain text before Markdown
 *   keep their lines.
 * - Bare http(s) URLs become links (linkify), but not words that only look like domains.
 * - Links, images and headings: markdown-safety.ts. Maths: markdown-math.ts.
 */
const markdown = new MarkdownIt('default', {
  html: false,
  breaks: true,
  linkify: true,
  typographer: false,
})
  .use(markdownSafety)
  .use(markdownMath);
markdown.linkify.set({ fuzzyLink: false, fuzzyEmail: false });

/** The HTML of an article body written in Markdown, safe to set as the page's markup. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
