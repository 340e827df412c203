import {
  categories,
  categoryIds,
  levels,
  resourceTypes,
  type CategoryId,
  type Level,
  type ResourceType,
} from '@contract/constants';
import { formatLongDate, toDateOnly } from '@/lib/dates';

export type Category = (typeof categories)[number];

export const isCategoryId = (value: unknown): value is CategoryId =>
  typeof value === 'string' && (categoryIds as readonly string[]).includes(value);
export const isLevel = (value: unknown): value is Level =>
  typeof value === 'string' && (levels as readonly string[]).includes(value);
export const isResourceType = (value: unknown): value is ResourceType =>
  typeof value === 'string' && (resourceTypes as readonly string[]).includes(value);

export const categoryById = (id: string): Category | undefined =>
  categories.find((category) => category.id === id);

/** A category's name; an id the static list lacks reads as itself. */
export const categoryName = (id: string): string => categoryById(id)?.name ?? id;

export const resourceTypeLabels: Record<ResourceType, string> = {
  pdf: 'PDF',
  video: 'Video',
  link: 'Website',
  book: 'Book',
  simulation: 'Simulation',
};

/**
 * A count with en-US thousands separators ('1,204'), without Intl: a page's first Intl object
 * costs tens of milliseconds while the browser loads its locale data, in the middle of hydration.
 */
const groupDigits = (count: number) =>
  String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '1 view', '1,204 views'. */
export function formatViews(views: number): string {
  return `${groupDigits(views)} ${views === 1 ? 'view' : 'views'}`;
}

/** A stored calendar date in US long form, cut at the 'T' so the day never moves. */
export const formatDay = (iso: string): string => formatLongDate(toDateOnly(iso));

/** The path of a course's page; the code's space is encoded ('PHY%20101'). */
export const coursePath = (code: string): string => `/academics/course/${encodeURIComponent(code)}`;
export const tutorialPath = (id: string): string => `/tutorials/${encodeURIComponent(id)}`;
export const categoryPath = (id: string): string => `/academics/category/${encodeURIComponent(id)}`;

/**
 * A file's download link. Our own PDFs (/media/d/…) take a `name` for the saved file, so the
 * student gets 'PHY-101-2025-Exam.pdf' instead of a hash; other URLs are left as they are.
 */
export function downloadUrl(url: string, name: string): string {
  if (!/^\/media\/d\/[0-9a-f]{64}\.pdf$/.test(url)) return url;
  const safe = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return safe ? `${url}?name=${encodeURIComponent(safe)}` : url;
}

/** A same-site file downloads in place; an outside one opens in a new tab (browsers ignore `download` across origins). */
export const isOwnFile = (url: string): boolean => url.startsWith('/');
