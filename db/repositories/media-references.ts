import type { DB } from '../client';
import { coursesRepository } from './courses';
import { newsRepository } from './news';
import { photosRepository } from './photos';
import { qnaRepository } from './qna';
import { resourcesRepository } from './resources';
import { tutorialsRepository } from './tutorials';
import { upcomingEventsRepository } from './upcoming-events';

/** Every media URL a content row uses, so the orphan sweep never deletes a file still shown somewhere. */
export function mediaReferencesRepository(db: DB) {
  const repositories = [
    newsRepository(db),
    upcomingEventsRepository(db),
    photosRepository(db),
    coursesRepository(db),
    tutorialsRepository(db),
    resourcesRepository(db),
    qnaRepository(db),
  ];
  return {
    async all(): Promise<Set<string>> {
      return new Set(
        (await Promise.all(repositories.map((repository) => repository.referencedMedia()))).flat(),
      );
    },
  };
}
