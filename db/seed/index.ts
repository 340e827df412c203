import { Readable } from 'node:stream';
import type { StoredMedia, MediaKind } from '../../api/media';
import type { DB } from '../client';
import { calendarEventsRepository } from '../repositories/calendar-events';
import { newsRepository } from '../repositories/news';
import { photosRepository } from '../repositories/photos';
import { semesterRepository } from '../repositories/semester';
import { timetableRepository } from '../repositories/timetable';
import { upcomingEventsRepository } from '../repositories/upcoming-events';
import { tutorialsRepository } from '../repositories/tutorials';
import { artworkJpeg } from './artwork';
import { sampleCalendarEvents } from './calendar';
import { seedCourses } from './courses';
import { sampleNews } from './news';
import { samplePhotos } from './photos';
import { seedQna } from './qna';
import { seedResources } from './resources';
import { sampleSemester } from './semester';
import { sampleTimetable } from './timetable';
import { seedTutorials } from './tutorials';
import { sampleUpcomingEvents } from './upcoming-events';

/** What seeding needs of the media module: storing the generated gallery images. */
export interface SeedMedia {
  store(
    file: { stream: NodeJS.ReadableStream; filename: string },
    kind: MediaKind,
  ): Promise<StoredMedia>;
}

const contentTables = [
  'academic_news',
  'upcoming_events',
  'calendar_events',
  'timetable_classes',
  'photos',
  'courses',
  'tutorials',
  'learning_resources',
  'qna_questions',
] as const;

async function storeArtwork(media: SeedMedia, art: number, portrait = false): Promise<StoredMedia> {
  const image = await artworkJpeg(art, portrait ? 1067 : 1600, portrait ? 1600 : 1067);
  return media.store({ stream: Readable.from(image), filename: `sample-${art}.jpg` }, 'image');
}

export async function isEmpty(db: DB): Promise<boolean> {
  for (const table of contentTables) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/** Loads every kind of sample content. Images are stored first, rows in one transaction after. */
export async function seed(db: DB, media: SeedMedia): Promise<void> {
  const photos = await Promise.all(
    samplePhotos().map(async (photo) => ({
      ...photo,
      stored: await storeArtwork(media, photo.art, photo.portrait),
    })),
  );
  const thumbnails = await Promise.all(
    [21, 22, 23, 24, 25, 26].map((art) => storeArtwork(media, art)),
  );

  await db.transaction().execute(async (trx) => {
    const news = newsRepository(trx);
    for (const item of sampleNews()) await news.create(item);
    const events = upcomingEventsRepository(trx);
    for (const event of sampleUpcomingEvents()) await events.create(event);
    const calendar = calendarEventsRepository(trx);
    for (const event of sampleCalendarEvents()) await calendar.create(event);
    const timetable = timetableRepository(trx);
    for (const entry of sampleTimetable()) await timetable.create(entry);
    await semesterRepository(trx).set(sampleSemester());
    const gallery = photosRepository(trx);
    for (const { stored, name, label, category } of photos) {
      await gallery.create({
        url: stored.url,
        name,
        label,
        category,
        width: stored.width,
        height: stored.height,
      });
    }
    await seedCourses(trx);
    await seedResources(trx);
    await seedQna(trx);
    await seedTutorials(trx);
    // Video tutorials get generated thumbnails; notes show their PDF badge instead.
    const tutorials = tutorialsRepository(trx);
    const videos = (await tutorials.list()).filter(
      (tutorial) => tutorial.type === 'video' && !tutorial.thumbnail,
    );
    for (const [index, tutorial] of videos.entries()) {
      const thumbnail = thumbnails[index % thumbnails.length];
      if (thumbnail) await tutorials.update(tutorial._id, { thumbnail: thumbnail.url });
    }
  });
}

/** Seeds sample content when the database holds none; answers whether it seeded. */
export async function seedIfEmpty(db: DB, media: SeedMedia): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seed(db, media);
  return true;
}
