import type { MediaItem, MediaUsagePlace } from '@contract/media-library';

/** The admin page where each kind of row is edited: a usage links there. */
const adminPages: Record<MediaUsagePlace, string> = {
  'news-image': '/admin/events',
  'news-body': '/admin/events',
  'event-image': '/admin/events?tab=events',
  'event-description': '/admin/events?tab=events',
  'gallery-photo': '/admin/gallery',
  'course-material': '/admin/academics',
  'course-past-question': '/admin/academics',
  'tutorial-thumbnail': '/admin/academics?tab=tutorials',
  'tutorial-pdf': '/admin/academics?tab=tutorials',
  'resource-thumbnail': '/admin/academics?tab=resources',
  'resource-file': '/admin/academics?tab=resources',
  'executive-photo': '/admin/site-content',
  'past-council-photo': '/admin/session',
  'testimonial-photo': '/admin/site-content?tab=testimonials',
};

export const adminPageOf = (place: MediaUsagePlace): string => adminPages[place];

/** A file's short name in the library: 'PDF 3f2a9c1b0e7d' (files keep no name of their own). */
export const mediaName = (item: Pick<MediaItem, 'id' | 'kind'>): string =>
  `${item.kind === 'pdf' ? 'PDF' : 'Image'} ${item.id.slice(0, 12)}`;

/** '512 KB', '2.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
