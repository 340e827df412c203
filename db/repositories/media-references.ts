import type { DB } from '../client';
import { coursesRepository } from './courses';
import { executivesRepository } from './executives';
import type { MediaUse } from './media-usage';
import { newsRepository } from './news';
import { pastCouncilsRepository } from './past-councils';
import { photosRepository } from './photos';
import { qnaRepository } from './qna';
import { resourcesRepository } from './resources';
import { testimonialsRepository } from './testimonials';
import { tutorialsRepository } from './tutorials';
import { upcomingEventsRepository } from './upcoming-events';

/**
 * Every media URL a content row uses, and where: the orphan sweep never deletes a file still shown
 * somewhere, and the admin's media library says where each file is used. Both read the same list,
 * so the library calls unused exactly what the sweep may delete.
 */
export function mediaReferencesRepository(db: DB) {
  const repositories = [
    newsRepository(db),
    upcomingEventsRepository(db),
    photosRepository(db),
    coursesRepository(db),
    tutorialsRepository(db),
    resourcesRepository(db),
    qnaRepository(db),
    executivesRepository(db),
    pastCouncilsRepository(db),
    testimonialsRepository(db),
  ];
  const uses = async (): Promise<MediaUse[]> =>
    (await Promise.all(repositories.map((repository) => repository.mediaUses()))).flat();
  return {
    /** Every URL in use (outside URLs included). */
    async all(): Promise<Set<string>> {
      return new Set((await uses()).map((use) => use.url));
    },
    /** Every use, by URL, in the repositories' order. */
    async uses(): Promise<Map<string, MediaUse[]>> {
      const byUrl = new Map<string, MediaUse[]>();
      for (const use of await uses()) byUrl.set(use.url, [...(byUrl.get(use.url) ?? []), use]);
      return byUrl;
    },
  };
}
