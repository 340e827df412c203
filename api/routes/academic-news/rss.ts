import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NewsItem } from '../../../contract/news';
import { newsRepository } from '../../../db/repositories/news';

export interface NewsFeedOptions {
  /** The association's name: the channel's title. */
  siteName: string;
}

/** Items in the feed: the newest news, as many as the spec's default page. */
const FEED_SIZE = 20;

const categoryNames: Record<NewsItem['category'], string> = {
  academic: 'Academic',
  research: 'Research',
  'student-life': 'Student Life',
  faculty: 'Faculty',
  general: 'General',
};

/** Text for XML 1.0: the five entities escaped, characters XML cannot hold dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these control characters.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(
        /[&<>"']/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? '&apos;',
      )
  );
}

/** RFC 822 dates, as RSS 2.0 wants: 'Wed, 18 Nov 2026 00:00:00 GMT'. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** The RSS 2.0 document for these items (newest first) of a site at `origin`. */
export function newsFeed(items: NewsItem[], origin: string, siteName: string): string {
  const feedUrl = `${origin}/rss.xml`;
  const newest = items.reduce<string | undefined>(
    (latest, item) => (!latest || item.updatedAt > latest ? item.updatedAt : latest),
    undefined,
  );
  const entries = items.map((item) => {
    const link = `${origin}/news/${encodeURIComponent(item._id)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      // The id, not the link: the item keeps its identity if the site moves to another address.
      `      <guid isPermaLink="false">news-${escapeXml(item._id)}</guid>`,
      `      <description>${escapeXml(item.summary)}</description>`,
      `      <pubDate>${rfc822(item.date)}</pubDate>`,
      `      <category>${escapeXml(categoryNames[item.category])}</category>`,
      `      <dc:creator>${escapeXml(item.name)}</dc:creator>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${siteName}: News & Announcements`)}</title>`,
    `    <link>${escapeXml(`${origin}/news`)}</link>`,
    `    <description>${escapeXml(`Academic news and announcements from the ${siteName}.`)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml" />`,
    newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : null,
    '    <ttl>60</ttl>',
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** GET /rss.xml: the newest news as an RSS 2.0 feed (linked from every page's head and the footer). */
export const newsFeedRoutes: FastifyPluginAsyncZod<NewsFeedOptions> = async (app, options) => {
  const news = newsRepository(app.db);

  app.get(
    '/rss.xml',
    {
      schema: {
        tags: ['academic news'],
        summary: `The newest ${FEED_SIZE} news items as an RSS 2.0 feed`,
        produces: ['application/rss+xml'],
      },
    },
    async (request, reply) => {
      const { items } = await news.list({ limit: FEED_SIZE, page: 1 }, app.auth.now());
      const origin = app.auth.publicOrigin ?? `${request.protocol}://${request.host}`;
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(newsFeed(items, origin, options.siteName));
    },
  );
};
