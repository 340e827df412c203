import type { PublicReads } from '../../contract/public-reads';
import { maxSiteSearchLength } from '../../contract/constants';
import type { DB } from '../../db/client';
import { academicSessionRepository } from '../../db/repositories/academic-session';
import { calendarEventsRepository } from '../../db/repositories/calendar-events';
import { coursesRepository } from '../../db/repositories/courses';
import { executivesRepository } from '../../db/repositories/executives';
import { newsRepository } from '../../db/repositories/news';
import { pastCouncilsRepository } from '../../db/repositories/past-councils';
import { pastQuestionsRepository } from '../../db/repositories/past-questions';
import { photosRepository } from '../../db/repositories/photos';
import { qnaRepository } from '../../db/repositories/qna';
import { resourcesRepository } from '../../db/repositories/resources';
import { searchRepository } from '../../db/repositories/search';
import { semesterRepository } from '../../db/repositories/semester';
import { siteContentRepository } from '../../db/repositories/site-content';
import { sitemapRepository } from '../../db/repositories/sitemap';
import { testimonialsRepository } from '../../db/repositories/testimonials';
import { timetableRepository } from '../../db/repositories/timetable';
import { tutorialsRepository } from '../../db/repositories/tutorials';
import { upcomingEventsRepository } from '../../db/repositories/upcoming-events';

/** Ids are short; anything longer cannot name a record, so no query is made for it. */
const plausibleId = (id: string) => id.length > 0 && id.length <= 100;

/**
 * The public content for the pages' loaders: what the public API answers, read in-process. `now`
 * is the app's clock: news and events are read as public at that moment (ADR 0020).
 */
export function publicReads(db: DB, now: () => Date): PublicReads {
  const news = newsRepository(db);
  const events = upcomingEventsRepository(db);
  const courses = coursesRepository(db);
  const tutorials = tutorialsRepository(db);
  const qna = qnaRepository(db);
  const photos = photosRepository(db);
  const testimonials = testimonialsRepository(db);
  const siteContent = siteContentRepository(db);

  return {
    news: {
      async page(query) {
        const { items, total } = await news.list(query, now());
        return { news: items, total, page: query.page, limit: query.limit };
      },
      item: async (id) => (plausibleId(id) ? news.get(id, now()) : undefined),
      preview: async (id) => (plausibleId(id) ? news.get(id, 'staff') : undefined),
    },
    upcomingEvents: {
      async page(query) {
        const { items, total } = await events.list({ ...query, now: now() }, now());
        return { events: items, total, page: query.page, limit: query.limit };
      },
      item: async (id) => (plausibleId(id) ? events.get(id, now()) : undefined),
      preview: async (id) => (plausibleId(id) ? events.get(id, 'staff') : undefined),
    },
    calendarEvents: {
      list: (filter) => calendarEventsRepository(db).list(filter),
      sessions: () => calendarEventsRepository(db).sessions(),
    },
    semester: { get: () => semesterRepository(db).get() },
    academicSession: { get: () => academicSessionRepository(db).get() },
    pastCouncils: { list: () => pastCouncilsRepository(db).list() },
    timetable: { list: (filter) => timetableRepository(db).list(filter) },
    photos: { page: (query) => photos.list(query) },
    courses: {
      list: (filter) => courses.list(filter),
      item: async (key) => (plausibleId(key) ? courses.get(key) : undefined),
    },
    tutorials: {
      list: (filter) => tutorials.list(filter),
      item: async (id) => (plausibleId(id) ? tutorials.get(id) : undefined),
    },
    resources: { list: () => resourcesRepository(db).list() },
    pastQuestions: { list: (filter) => pastQuestionsRepository(db).list(filter) },
    qna: {
      list: () => qna.list(),
      item: async (id) => (plausibleId(id) ? qna.get(id) : undefined),
    },
    search: {
      find: (q) => searchRepository(db).search(q.trim().slice(0, maxSiteSearchLength), now()),
    },
    sitemap: { records: () => sitemapRepository(db).records(now()) },
    siteContent: { get: () => siteContent.content() },
    executives: { list: () => executivesRepository(db).list() },
    testimonials: {
      list: () => testimonials.list(),
      async item(slug) {
        const found = plausibleId(slug) ? await testimonials.get(slug) : undefined;
        return found?.slug === slug ? found : undefined;
      },
    },
  };
}
