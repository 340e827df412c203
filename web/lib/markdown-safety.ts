import type { MarkdownIt, Token } from 'markdown-it';
import { isMediaImageUrl } from '@contract/media';
import { imageSrcSet, imageUrl } from './image-url';

/** A URL with a scheme (`https:`, `javascript:`): anything before the first `/`, `?` or `#`. */
const scheme = /^([a-z][a-z0-9+.-]*):/i;
const allowedSchemes = new Set(['http', 'https', 'mailto']);

/**
 * Links may go to the web (http, https), to an email address, or anywhere on the site (a path,
 * `?query` or `#fragment`); `javascript:`, `data:`, `vbscript:` and every other scheme are
 * refused, and markdown-it then leaves the link's source as text. markdown-it passes the URL
 * already normalised (entities decoded, spaces and controls percent-encoded).
 */
function allowedLink(url: string): boolean {
  const name = scheme.exec(url.trim())?.[1];
  return name === undefined || allowedSchemes.has(name.toLowerCase());
}

/** An attribute's value as text (markdown-it's attributes are typed as strings or numbers). */
const attribute = (token: Token, name: string): string => String(token.attrGet(name) ?? '');

/** Another site's page: it gets no Referer from us. */
const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

/** How wide an article's images are drawn: the prose column on a wide screen, the screen on a phone. */
const imageSizes = '(min-width: 48rem) 42rem, 100vw';

/**
 * What an article may point at: links with rel="noopener" (and "noreferrer" off the site),
 * images only from our own media library (`/media/i/…`: anything else is shown as its alt text,
 * so an article cannot load from, or report its readers to, another server), and a `#` heading
 * an h2, like `##`: the page's title is its only h1.
 */
export function markdownSafety(md: MarkdownIt): void {
  md.validateLink = allowedLink;
  const { escapeHtml } = md.utils;

  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index];
    if (!token) return '';
    token.attrSet('rel', isExternal(attribute(token, 'href')) ? 'noopener noreferrer' : 'noopener');
    return self.renderToken(tokens, index, options);
  };

  md.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (!token) return '';
    const src = attribute(token, 'src');
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    if (!isMediaImageUrl(src)) return escapeHtml(alt);
    const title = attribute(token, 'title');
    const attributes = [
      `src="${escapeHtml(imageUrl(src, { width: 800 }))}"`,
      `srcset="${escapeHtml(imageSrcSet(src, 1600) ?? '')}"`,
      `sizes="${imageSizes}"`,
      `alt="${escapeHtml(alt)}"`,
      title ? `title="${escapeHtml(title)}"` : '',
      'loading="lazy"',
      'decoding="async"',
    ];
    return `<img ${attributes.filter(Boolean).join(' ')}>`;
  };

  md.core.ruler.push('article_headings', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') {
        token.tag = `h${Math.max(Number(token.tag.slice(1)), 2)}`;
      }
    }
  });
}
