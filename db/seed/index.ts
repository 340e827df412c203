import { Readable } from 'node:stream';
import pMap from 'p-map';
import type { DB } from '../client';
import { calendarEventsRepository } from '../repositories/calendar-events';
import { newsRepository } from '../repositories/news';
import { photosRepository } from '../repositories/photos';
import { semesterRepository } from '../repositories/semester';
import { timetableRepository } from '../repositories/timetable';
import { upcomingEventsRepository } from '../repositories/upcoming-events';
import { tutorialsRepository } from '../repositories/tutorials';
import {
  artworkDrawing,
  drawingBytes,
  fileDrawing,
  sampleFiles,
  storyDrawing,
  THUMBNAIL_ARTS,
  type Drawing,
} from './drawings';
import { sampleCalendarEvents } from './calendar';
import { isEmpty } from './empty';
import { seedCourses } from './courses';
import { sampleNews } from './news';
import { samplePhotos } from './photos';
import { seedQna } from './qna';
import { seedResources } from './resources';
import { storeSampleFiles } from './sample-files';
import { sampleSemester } from './semester';
import { sampleTimetable } from './timetable';
import { seedTutorials } from './tutorials';
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

const store = async (
  media: SeedMedia,
  drawing: Drawing,
  kind: 'image' | 'pdf',
  prebuilt?: string,
) =>
  media.store(
    {
      stream: Readable.from([Buffer.from(await drawingBytes(drawing, prebuilt))]),
      filename: drawing.name,
    },
    kind,
  );

const oneAtATime = <T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>) =>
  pMap(items, work, { concurrency: 1 });

/**
 * Stores the images one at a time: each is decoded and encoded again as an upload is, and all at
 * once (drawn too, before the build drew them) took a first start past 400 MB (issue 18).
 */
async function storeImages(media: SeedMedia, newsCount: number, prebuilt?: string) {
  const image = (drawing: Drawing) => store(media, drawing, 'image', prebuilt);
  const photos = await oneAtATime(samplePhotos(), async (photo) => ({
    ...photo,
    stored: await image(artworkDrawing(photo.art, photo.portrait)),
  }));
  const thumbnails = await oneAtATime(THUMBNAIL_ARTS, (art) => image(artworkDrawing(art)));
  const newsImages = await oneAtATime(
    sampleNews(),
    async ({ art }, index) => (await image(storyDrawing(art, index))).url,
  );
  const eventImages = await oneAtATime(
    sampleUpcomingEvents(),
    async ({ art }, index) => (await image(storyDrawing(art, newsCount + index))).url,
  );
  return { photos, thumbnails, newsImages, eventImages };
}

/**
 * Loads every kind of sample content. Images and PDFs are stored first, rows in one transaction
 * after. `prebuilt`: the build's folder of drawn samples (db/seed/drawings.ts).
 */
export async function seed(db: DB, media: SeedMedia, prebuilt?: string): Promise<void> {
  const newsItems = sampleNews();
  const upcoming = sampleUpcomingEvents();
  const [files, { photos, thumbnails, newsImages, eventImages }] = await Promise.all([
    storeSampleFiles(
      media,
      sampleFiles(),
      prebuilt ? (file) => drawingBytes(fileDrawing(file), prebuilt) : undefined,
    ),
    storeImages(media, newsItems.length, prebuilt),
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
