import type { DB } from '../client';
import { coursesRepository } from './courses';
import { newsRepository } from './news';
import { photosRepository } from './photos';
import { qnaRepository } from './qna';
import { resourcesRepository } from './resources';
import { tutorialsRepository } from './tutorials';
import { upcomingEventsRepository } from './upcoming-events';

/** Every media URL a content row uses, so the orphan sweep never deletes a file still shown somewhere. */
export function contentMediaReferences(db: DB): () => Promise<Set<string>> {
  const repositories = [
    newsRepository(db),
    upcomingEventsRepository(db),
    photosRepository(db),
    coursesRepository(db),
    tutorialsRepository(db),
    resourcesRepository(db),
    qnaRepository(db),
  ];
  return async () =>
    new Set(
      (await Promise.all(repositories.map((repository) => repository.referencedMedia()))).flat(),
    );
}
