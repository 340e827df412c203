/**
 * The sample images and PDFs the seed stores, each a file name and how to draw it. The build draws
 * them all once (scripts/build.ts → dist/samples); a first start reads them from there instead of
 * drawing them, which held a few hundred MB of bitmaps and PDF structures at once (issue 18).
 * From source (tests, development) they are drawn as before.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pMap from 'p-map';
import { artworkJpeg } from './artwork';
import { courseFiles } from './courses';
import { sampleNews } from './news';
import { renderPdf } from './pdf';
import { samplePhotos } from './photos';
import { resourceFiles } from './resources';
import type { SampleFile } from './sample-files';
import { storyArtJpeg, type StoryArt } from './story-art';
import { tutorialFiles } from './tutorials';
import { sampleUpcomingEvents } from './upcoming-events';

export interface Drawing {
  /** Unique among the drawings; also the stored upload's file name. */
  name: string;
  draw(): Promise<Uint8Array>;
}

/** The video tutorials' thumbnails are artworks of their own. */
export const THUMBNAIL_ARTS = [21, 22, 23, 24, 25, 26];

export const artworkDrawing = (art: number, portrait = false): Drawing => ({
  name: `sample-${art}${portrait ? '-portrait' : ''}.jpg`,
  draw: () => artworkJpeg(art, portrait ? 1067 : 1600, portrait ? 1600 : 1067),
});

/** Each story's own picture; `index` keeps the pictures apart. */
export const storyDrawing = (art: StoryArt, index: number): Drawing => ({
  name: `story-${index}.jpg`,
  draw: () => storyArtJpeg(art, index),
});

export const fileDrawing = (file: SampleFile): Drawing => ({
  name: `${file.name}.pdf`,
  draw: () => renderPdf(file.document),
});

export const sampleFiles = (): SampleFile[] => [
  ...courseFiles(),
  ...tutorialFiles(),
  ...resourceFiles(),
];

/** Every drawing the seed stores. */
export function allDrawings(): Drawing[] {
  const news = sampleNews();
  return [
    ...samplePhotos().map((photo) => artworkDrawing(photo.art, photo.portrait)),
    ...THUMBNAIL_ARTS.map((art) => artworkDrawing(art)),
    ...news.map(({ art }, index) => storyDrawing(art, index)),
    ...sampleUpcomingEvents().map(({ art }, index) => storyDrawing(art, news.length + index)),
    ...sampleFiles().map(fileDrawing),
  ];
}

/** A drawing's bytes: read from the build's `prebuilt` folder when it has them, else drawn now. */
export async function drawingBytes(
  drawing: Drawing,
  prebuilt: string | undefined,
): Promise<Uint8Array> {
  if (prebuilt) {
    try {
      return await fs.readFile(path.join(prebuilt, drawing.name));
    } catch {
      // Not in this build: draw it.
    }
  }
  return drawing.draw();
}

/** Draws every sample into `folder` (the build's step). */
export async function drawAll(folder: string): Promise<void> {
  await fs.mkdir(folder, { recursive: true });
  await pMap(
    allDrawings(),
    async (drawing) => fs.writeFile(path.join(folder, drawing.name), await drawing.draw()),
    { concurrency: 4 },
  );
}
