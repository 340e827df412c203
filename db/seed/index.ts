import { Readable } from 'node:stream';
import type { DB } from '../client';
import { calendarEventsRepository } from '../repositories/calendar-events';
import { newsRepository } from '../repositories/news';
import { photosRepository } from '../repositories/photos';
import { semesterRepository } from '../repositories/semester';
import { timetableRepository } from '../repositories/timetable';
import { upcomingEventsRepository } from '../repositories/upcoming-events';
import { tutorialsRepository } from '../repositories/tutorials';
import { artworkJpeg } from './artwork';
import { storyArtJpeg, type StoryArt } from './story-art';
import { sampleCalendarEvents } from './calendar';
import { courseFiles, seedCourses } from './courses';
import { sampleNews } from './news';
import { samplePhotos } from './photos';
import { seedQna } from './qna';
import { resourceFiles, seedResources } from './resources';
import { storeSampleFiles } from './sample-files';
import { sampleSemester } from './semester';
import { sampleTimetable } from './timetable';
import { seedTutorials, tutorialFiles } from './tutorials';
import { sampleUpcomingEvents } from './upcoming-events';

/**
 * What seeding needs of the media module: storing the generated images and PDFs. Declared here, not
 * imported, because db/ never imports api/; the server's media service fits it.
 */
export interface SeedMedia {
  store(
    file: { stream: NodeJS.ReadableStream; filename: string },
    kind: 'image' | 'pdf',
  ): Promise<SeededFile>;
}

/** What seeding reads of a stored file. */
interface SeededFile {
  url: string;
  width?: number;
  height?: number;
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

async function storeArtwork(media: SeedMedia, art: number, portrait = false): Promise<SeededFile> {
  const image = await artworkJpeg(art, portrait ? 1067 : 1600, portrait ? 1600 : 1067);
  return media.store({ stream: Readable.from(image), filename: `sample-${art}.jpg` }, 'image');
}

/** Each story's own picture, stored as an upload would be; `index` keeps the pictures apart. */
async function storeStoryArt(media: SeedMedia, art: StoryArt, index: number): Promise<string> {
  const image = await storyArtJpeg(art, index);
  const stored = await media.store(
    { stream: Readable.from(image), filename: `story-${index}.jpg` },
    'image',
  );
  return stored.url;
}

export async function isEmpty(db: DB): Promise<boolean> {
  for (const table of contentTables) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/** Loads every kind of sample content. Images and PDFs are stored first, rows in one transaction after. */
export async function seed(db: DB, media: SeedMedia): Promise<void> {
  const newsItems = sampleNews();
  const upcoming = sampleUpcomingEvents();
  // The images render in sharp's threads while the PDFs are drawn here: started together, they overlap.
  const [files, photos, thumbnails, newsImages, eventImages] = await Promise.all([
    storeSampleFiles(media, [...courseFiles(), ...tutorialFiles(), ...resourceFiles()]),
    Promise.all(
      samplePhotos().map(async (photo) => ({
        ...photo,
        stored: await storeArtwork(media, photo.art, photo.portrait),
      })),
    ),
    Promise.all([21, 22, 23, 24, 25, 26].map((art) => storeArtwork(media, art))),
    Promise.all(newsItems.map(({ art }, index) => storeStoryArt(media, art, index))),
    Promise.all(
      upcoming.map(({ art }, index) => storeStoryArt(media, art, newsItems.length + index)),
    ),
  ]);

  await db.transaction().execute(async (trx) => {
    const news = newsRepository(trx);
    for (const [index, { values }] of newsItems.entries())
      await news.create({ ...values, image: newsImages[index] });
    const events = upcomingEventsRepository(trx);
    for (const [index, { values }] of upcoming.entries())
      await events.create({ ...values, imageUrl: eventImages[index] });
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
    await seedCourses(trx, files);
    await seedResources(trx, files);
    await seedQna(trx);
    await seedTutorials(trx, files);
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
