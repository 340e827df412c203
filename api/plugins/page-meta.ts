/** What a page's HTML carries for link previews and search engines. */
export interface PageMeta {
  title: string;
  description?: string | undefined;
  /** A site path (/media/...) or an absolute URL. */
  image?: string | undefined;
  type?: 'article' | 'website';
  /** Images the page shows first (its LCP image), fetched early with high priority. */
  preload?: readonly PreloadImage[] | undefined;
}

/** A responsive image to preload: the same srcset, sizes, type and media the page's <picture> uses. */
export interface PreloadImage {
  imageSrcSet: string;
  imageSizes: string;
  type: string;
  media?: string | undefined;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function preloadTag(image: PreloadImage): string {
  const media = image.media ? ` media="${escapeHtml(image.media)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" type="${escapeHtml(image.type)}"${media} imagesrcset="${escapeHtml(image.imageSrcSet)}" imagesizes="${escapeHtml(image.imageSizes)}" />`;
}

const absolute = (url: string, publicUrl: string | undefined): string =>
  publicUrl && url.startsWith('/') ? new URL(url, publicUrl).toString() : url;

/** The app's index.html with this page's title, description and Open Graph tags. */
export function renderIndexHtml(
  template: string,
  meta: PageMeta,
  publicUrl: string | undefined,
  pathname: string,
): string {
  const siteTitle = /<title>([^<]*)<\/title>/.exec(template)?.[1] ?? '';
  const title = escapeHtml(meta.title);
  const description = meta.description ? escapeHtml(meta.description.slice(0, 300)) : undefined;
  const tags = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${siteTitle}" />`,
    description && `<meta property="og:description" content="${description}" />`,
    meta.image &&
      `<meta property="og:image" content="${escapeHtml(absolute(meta.image, publicUrl))}" />`,
    publicUrl &&
      `<meta property="og:url" content="${escapeHtml(absolute(pathname, publicUrl))}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ].filter(Boolean);
  // The home page is titled with the site's own name: no 'Name · Name'.
  const fullTitle = meta.title === siteTitle ? title : `${title} · ${siteTitle}`;
  const preloads = (meta.preload ?? []).map((image) => `\n    ${preloadTag(image)}`).join('');
  let html = template.replace(/<title>[^<]*<\/title>/, `<title>${fullTitle}</title>${preloads}`);
  if (description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    );
  }
  return html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
