import { categoryIds, photoCategories } from '@contract/constants';
import type { SitemapRecord } from '@contract/public-reads';
import type { Route } from './+types/sitemap';

/** The public pages that are not one record's, under their canonical paths. */
const fixedPaths = [
  '/',
  '/about',
  '/contact',
  '/join',
  '/events',
  '/news',
  '/gallery',
  ...photoCategories.map((category) => `/gallery/${category}`),
  '/academics',
  '/academics/calendar',
  ...categoryIds.map((category) => `/academics/category/${category}`),
  '/academics/tutorials',
  '/academics/learning-resources',
  '/academics/past-questions',
  '/academics/qna',
];

const recordPath: Record<SitemapRecord['kind'], ((id: string) => string) | null> = {
  news: (id) => `/news/${encodeURIComponent(id)}`,
  event: (id) => `/events/${encodeURIComponent(id)}`,
  course: (id) => `/academics/course/${encodeURIComponent(id)}`,
  tutorial: (id) => `/tutorials/${encodeURIComponent(id)}`,
  question: (id) => `/academics/qna/${encodeURIComponent(id)}`,
  // Photos have no page of their own; they date the gallery.
  photo: null,
};

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * /sitemap.xml: every public page and every record's page, with when it last changed. The fixed
 * pages carry the newest change of any record: they list them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const [records, testimonials] = await Promise.all([
    context.reads.sitemap.records(),
    context.reads.testimonials.list(),
  ]);
  const newest = records.reduce(
    (latest, record) => (record.updatedAt > latest ? record.updatedAt : latest),
    '',
  );
  const entries = [
    ...fixedPaths.map((path) => ({ path, lastmod: newest })),
    ...testimonials.map((testimonial) => ({
      path: `/testimonials/${testimonial.slug}`,
      lastmod: newest,
    })),
    ...records.flatMap((record) => {
      const path = recordPath[record.kind]?.(record.id);
      return path ? [{ path, lastmod: record.updatedAt }] : [];
    }),
  ];
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(new URL(path, origin).toString())}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
