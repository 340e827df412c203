import type { FastifyPluginAsync } from 'fastify';
import { photoCategoryNames } from '../../../contract/constants';
import { isPhotoCategory } from '../../../contract/photos';
import { photosRepository } from '../../../db/repositories/photos';

/**
 * The gallery pages' status and link previews. /gallery/{category} names a collection: an unknown
 * one still renders the app (its heading reads 'Gallery', as the spec says) but answers HTTP 404,
 * so crawlers do not index endless empty galleries. Both pages preview with their newest photo.
 */
export const photoPages: FastifyPluginAsync = async (app) => {
  const pages = app.webPages;
  if (!pages) return;
  const photos = photosRepository(app.db);
  const newestUrl = async (category?: Parameters<typeof photos.list>[0]['category']) =>
    (await photos.list({ category, limit: 1, page: 1 })).items[0]?.url;

  pages.resolve('/gallery', async () => ({
    title: 'Photo Gallery',
    description: 'Capturing moments and memories',
    image: await newestUrl(),
  }));

  pages.resolve('/gallery/:category', async ({ category }) => {
    if (!isPhotoCategory(category)) return null;
    const name = photoCategoryNames[category];
    return {
      title: `${name} | Photo Gallery`,
      description: `Photos from our ${name} collection.`,
      image: await newestUrl(category),
    };
  });
};
