import { z } from 'zod';
import { pageSizeParam, searchText } from './pagination';
import { formInt } from './fields';

/**
 * The admin's media library (GET /api/admin/media, DELETE /api/admin/media/:id): every stored
 * upload with the places that use it. Media has no table (db/migrations/0003_media.ts): an upload
 * is named by the hash of its bytes, and where it is used is read from the content rows.
 */

const mediaKinds = ['image', 'pdf'] as const;
export type MediaLibraryKind = (typeof mediaKinds)[number];

/** Where a content row uses a file: which kind of row, and which of its fields. */
const mediaUsagePlaces = [
  'news-image',
  'news-body',
  'event-image',
  'event-description',
  'gallery-photo',
  'course-material',
  'course-past-question',
  'tutorial-thumbnail',
  'tutorial-pdf',
  'resource-thumbnail',
  'resource-file',
  'executive-photo',
  'past-council-photo',
  'testimonial-photo',
] as const;
export type MediaUsagePlace = (typeof mediaUsagePlaces)[number];

const mediaUsageSchema = z.object({
  place: z.enum(mediaUsagePlaces),
  /** The row's id (`_id`). */
  id: z.string(),
  /** The row's name: a title, a photo's name, a course's code. */
  title: z.string(),
  /** What inside the row: a course material's or past question's title. */
  detail: z.string().optional(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

/** One usage in words, as the library shows it and its search reads it: 'News: Welcome week'. */
export function describeMediaUsage({ place, title, detail }: MediaUsage): string {
  switch (place) {
    case 'news-image':
      return `News: ${title}`;
    case 'news-body':
      return `News article text: ${title}`;
    case 'event-image':
      return `Event: ${title}`;
    case 'event-description':
      return `Event description: ${title}`;
    case 'gallery-photo':
      return `Photo in gallery: ${title}`;
    case 'course-material':
      return `Course ${title} material: ${detail ?? ''}`.trimEnd();
    case 'course-past-question':
      return `Course ${title} past question: ${detail ?? ''}`.trimEnd();
    case 'tutorial-thumbnail':
      return `Tutorial thumbnail: ${title}`;
    case 'tutorial-pdf':
      return `Tutorial PDF: ${title}`;
    case 'resource-thumbnail':
      return `Learning resource thumbnail: ${title}`;
    case 'resource-file':
      return `Learning resource: ${title}`;
    case 'executive-photo':
      return `Executive photo: ${title}`;
    case 'past-council-photo':
      return `Past council photo: ${title}`;
    case 'testimonial-photo':
      return `Testimonial photo: ${title}`;
  }
}

/** A stored file's id in the library: its content hash and extension, `<sha256>.jpg|png|pdf`. */
const mediaIdPattern = /^[0-9a-f]{64}\.(?:jpg|png|pdf)$/;

export const mediaIdParams = z.object({
  id: z
    .string()
    .regex(mediaIdPattern, 'must be a media file id (<sha256>.jpg, .png or .pdf)')
    .describe('The file id: the hash of its bytes and its extension'),
});

const mediaItemSchema = z.object({
  id: z.string(),
  kind: z.enum(mediaKinds),
  /** Its site URL, `/media/i/<sha256>.jpg|png` or `/media/d/<sha256>.pdf`: what content rows keep. */
  url: z.string(),
  /** A small WebP of an image (400 px wide at most); null for a PDF. */
  thumbnailUrl: z.string().nullable(),
  bytes: z.number().int().min(0),
  /** An image's size in pixels, when its header could be read. */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** When these bytes were last uploaded (uploading the same file again renews it). */
  uploadedAt: z.iso.datetime(),
  usages: z.array(mediaUsageSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

const mediaUse = ['used', 'unused'] as const;

export const mediaLibraryQuery = z.object({
  q: searchText.describe(
    'Search: only files whose id or one of whose usages (“News: Welcome week”) contains this text, any case',
  ),
  kind: z.enum(mediaKinds).optional().describe('Only images, or only PDFs'),
  use: z.enum(mediaUse).optional().describe('Only files in use somewhere, or only unused ones'),
  page: formInt(1, 100_000).default(1).describe('Page number, from 1'),
  pageSize: pageSizeParam.default(24),
});
export interface MediaLibraryQuery {
  q?: string | undefined;
  kind?: MediaLibraryKind | undefined;
  use?: (typeof mediaUse)[number] | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export const mediaLibraryPageSchema = z.object({
  items: z.array(mediaItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MediaLibraryPage = z.infer<typeof mediaLibraryPageSchema>;
