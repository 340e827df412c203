import type { MetaDescriptor } from 'react-router';
import type { CategoryId, Level } from '@contract/constants';
import type { SiteInfo } from '@contract/site';

/** What the root loader gives every page for its meta tags. */
export interface RootData {
  site: SiteInfo;
  /** The site's public origin: PUBLIC_URL, else the origin the request came to. */
  origin: string;
  /** The student's own category and level, remembered in a cookie (lib/my-category-level.ts). */
  myCategoryLevel: { category: CategoryId; level: Level } | null;
}

export interface PageMetaInput {
  /** The page's own title; the site's abbreviation is added after it. */
  title: string;
  description: string;
  /** The page's canonical path, e.g. /news/abc (query strings are left out on purpose). */
  path: string;
  /** The page's image (a site path or an absolute URL); else the site's default image. */
  image?: string | undefined;
  type?: 'website' | 'article';
  /** Structured data (schema.org), one object or several. */
  jsonLd?: object | object[] | undefined;
  /** Keep the page out of search engines (the admin). */
  noindex?: boolean;
}

/** The picture link previews show for a page without one of its own. */
const DEFAULT_SHARE_IMAGE = '/art/orbits-landscape-1440.webp';

const noindex = { name: 'robots', content: 'noindex, nofollow' };

type MetaArgs = { matches: readonly ({ id: string; data?: unknown } | undefined)[] };

export function rootData(matches: MetaArgs['matches']): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
}

export const absoluteUrl = (origin: string, pathOrUrl: string): string =>
  new URL(pathOrUrl, origin).toString();

/**
 * Every page's head: title, description, canonical URL, Open Graph and Twitter cards, and JSON-LD.
 * Values go in as React props, so nothing in them is ever read as markup or as a template.
 */
export function pageMeta(
  { matches }: MetaArgs,
  input: PageMetaInput | undefined,
): MetaDescriptor[] {
  const root = rootData(matches);
  // No data: the loader found nothing, and the page boundary shows the not-found page.
  if (!input) return [{ title: `Page not found | ${root?.site.abbreviation ?? 'PSA'}` }, noindex];
  const abbreviation = root?.site.abbreviation ?? 'PSA';
  const title = input.path === '/' ? input.title : `${input.title} | ${abbreviation}`;
  const origin = root?.origin ?? 'http://localhost';
  const url = absoluteUrl(origin, input.path);
  const image = absoluteUrl(origin, input.image ?? DEFAULT_SHARE_IMAGE);
  const description = input.description.slice(0, 300);
  const jsonLd = input.jsonLd === undefined ? [] : [input.jsonLd].flat();
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: root?.site.name ?? abbreviation },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(input.noindex ? [noindex] : []),
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}
