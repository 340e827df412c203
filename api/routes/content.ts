import type { FastifyInstance } from 'fastify';
import { mediaReferencesRepository } from '../../db/repositories/media-references';
import { academicNewsRoutes } from './academic-news';
import { academicSessionRoutes } from './academic-session';
import { newsFeedRoutes } from './academic-news/rss';
import { calendarEventsRoutes } from './calendar-events';
import { calendarFeedRoutes } from './calendar-feeds';
import { communityRoutes } from './community';
import { coursesRoutes } from './courses';
import { executivesRoutes } from './executives';
import { inboxRoutes } from './inbox';
import { photosRoutes } from './photos';
import { pastQuestionsRoutes } from './past-questions';
import { qnaRoutes } from './qna';
import { resourcesRoutes } from './resources';
import { searchRoutes } from './search';
import { testimonialsRoutes } from './testimonials';
import { semesterRoutes } from './semester';
import { timetableRoutes } from './timetable';
import { tutorialsRoutes } from './tutorials';
import { tutorialViewRoutes } from './tutorials/views';
import { upcomingEventsRoutes } from './upcoming-events';
import { upcomingEventIcsRoutes } from './upcoming-events/ics';
import { uploadsRoutes } from './uploads';
import type { AppConfig } from '../config';

/** Every content resource of the API (spec section 7). */
export async function registerContentRoutes(
  app: FastifyInstance,
  config?: Pick<AppConfig, 'site'> & Partial<Pick<AppConfig, 'calendar'>>,
): Promise<void> {
  const siteName = config?.site.name ?? "Physics Students' Association";
  const timeZone = config?.calendar?.timeZone ?? 'Africa/Lagos';
  const references = mediaReferencesRepository(app.db);
  app.media.registerReferences(() => references.all());
  await app.register(academicNewsRoutes);
  await app.register(newsFeedRoutes, { siteName });
  await app.register(upcomingEventsRoutes);
  await app.register(upcomingEventIcsRoutes, { siteName, timeZone });
  await app.register(calendarEventsRoutes);
  await app.register(timetableRoutes);
  await app.register(semesterRoutes);
  await app.register(academicSessionRoutes);
  await app.register(calendarFeedRoutes, { siteName, timeZone });
  await app.register(photosRoutes);
  await app.register(coursesRoutes);
  await app.register(tutorialsRoutes);
  await app.register(resourcesRoutes);
  await app.register(qnaRoutes);
  await app.register(communityRoutes);
  await app.register(inboxRoutes);
  // Academics: views, the past-question bank, PDF uploads for courses.
  await app.register(tutorialViewRoutes);
  await app.register(pastQuestionsRoutes);
  await app.register(uploadsRoutes);
  // Site content: the pages' people and words, edited in the admin.
  await app.register(executivesRoutes);
  await app.register(testimonialsRoutes);
  // The site search across all of it.
  await app.register(searchRoutes);
}
