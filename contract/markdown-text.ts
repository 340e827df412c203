/** An escaped character as a private-use one while the markers are taken out, and back. */
const hide = (char: string) => String.fromCharCode(0xe000 + char.charCodeAt(0));
const reveal = (char: string) => String.fromCharCode(char.charCodeAt(0) - 0xe000);

/**
 * An article body's words without its Markdown, for the places that show text, not a page: a
 * card's excerpt, a meta description, a search snippet, a calendar file. Links and images keep
 * their text, markers (#, >, -, 1., **, _, ~~, `) go, and maths stays as written. Small and
 * dependency-free, so the cards and the server can use it without the Markdown renderer.
 */
export function markdownToPlainText(source: string): string {
  return (
    source
      // Markdown's escapes ('\\*') put aside first, so no rule below reads them as markers; '\\$'
      // stays, as maths elsewhere reads it.
      .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, (_, char: string) => hide(char))
      // Images and links: their words ('![alt](/media/…)', '[text](url "title")').
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      // A table's separator row ('|---|:--:|').
      .replace(/^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/gm, '')
      // Line starts: headings, quotes, list items, a fence's backticks.
      .replace(/^[ \t]*(#{1,6}[ \t]+|(>[ \t]?)+|[-*+][ \t]+|\d{1,9}[.)][ \t]+|```\w*)/gm, '')
      // Emphasis and code, whose markers sit right against the words.
      .replace(/(\*\*|__|~~|\*|`)(?=\S)([^\n]*?\S)\1/g, '$2')
      .replace(/(^|[^\w])_(?=\S)([^\n]*?\S)_(?![\w])/g, '$1$2')
      // A table row's cells.
      .replace(/^[ \t]*\|(.*)\|[ \t]*$/gm, (_, cells: string) => cells.split('|').join(' '))
      .replace(/[\uE000-\uE07F]/g, reveal)
      .replace(/[ \t]+/g, ' ')
      .replace(/^ | $/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
