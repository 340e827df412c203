import type { FastifyPluginAsync } from 'fastify';
import { newsRepository } from '../../../db/repositories/news';

/**
 * Tells the web app's server which news pages exist: /news/:id answers 404 for an unknown article,
 * and carries the article's title, summary and image as description and Open Graph tags.
 */
export const newsPages: FastifyPluginAsync = async (app) => {
  const news = newsRepository(app.db);

  app.webPages?.resolve('/news', async () => ({
    title: 'News & Announcements',
    description: 'Every academic news item and announcement from the association, newest first.',
  }));

  app.webPages?.resolve('/news/:id', async ({ id }) => {
    // Ids are short; anything longer cannot name a record, so skip the query.
    const item = id && id.length <= 100 ? await news.get(id) : undefined;
    if (!item) return null;
    return { title: item.title, description: item.summary, image: item.image, type: 'article' };
  });
};
