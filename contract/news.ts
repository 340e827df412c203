import { z } from 'zod';
import { newsCategories } from './constants';
import {
  calendarDate,
  isoDateString,
  longText,
  optionalMediaUrl,
  optionalText,
  requiredLine,
  titleText,
} from './fields';
import { pageQuery, pageSizeParam, searchText } from './pagination';
import {
  includeDraftsParam,
  publishingCreateFields,
  publishingFields,
  publishingSchema,
} from './publishing';

export const newsItemSchema = z.object({
  _id: z.string(),
  name: z.string().describe('Author'),
  title: z.string(),
  summary: z.string(),
  body: z.string().optional(),
  date: isoDateString,
  category: z.enum(newsCategories),
  image: z.string().optional(),
  ...publishingSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

const newsFields = {
  name: requiredLine(100),
  title: titleText,
  summary: longText,
  body: optionalText(20_000),
  date: calendarDate,
  category: z.enum(newsCategories),
  image: optionalMediaUrl,
  ...publishingFields,
};

// Defaults belong to creation only: a partial update must not reset fields it did not send.
export const newsCreateSchema = z.strictObject({
  ...newsFields,
  ...publishingCreateFields,
  category: newsFields.category.default('general'),
});
export type NewsCreate = z.input<typeof newsCreateSchema>;
export const newsUpdateSchema = z.strictObject(newsFields).partial();

export const newsListQuery = pageQuery.extend({
  category: z.enum(newsCategories).optional(),
  q: searchText,
  /** Overrides `limit`, the name the public pages use. */
  pageSize: pageSizeParam,
  includeDrafts: includeDraftsParam,
});

export const newsItemQuery = z.object({ includeDrafts: includeDraftsParam });

export const newsPageSchema = z.object({
  news: z.array(newsItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;
