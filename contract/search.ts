import { z } from 'zod';
import { maxSiteSearchLength } from './constants';

/** The most hits the site search answers of each kind. */
export const searchHitsPerKind = 5;

/** `GET /api/search?q=`: words to find, as plain text (no query syntax; the last may be cut short). */
export const siteSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .max(maxSiteSearchLength, `must be at most ${maxSiteSearchLength} characters`)
    .describe(
      'Words to find, as plain text: every word must be found, the last one also as the start of a word; a course code finds its course in any spacing (PHY 101, phy101)',
    ),
});

/** The kinds of public content the site search finds, in the order its results show them. */
export const searchKinds = [
  'courses',
  'pastQuestions',
  'tutorials',
  'resources',
  'questions',
  'news',
  'events',
] as const;
export type SearchKindName = (typeof searchKinds)[number];

const searchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  snippet: z.string().describe('A short plain-text excerpt around the first word found'),
  url: z.string().describe('The public page that shows it (a site path)'),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

const searchGroupSchema = z.object({
  kind: z.enum(searchKinds),
  hits: z.array(searchHitSchema).describe(`The best ${searchHitsPerKind} at most, best first`),
  more: z.boolean().describe('More of this kind matched than the hits listed'),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResultsSchema = z.object({
  q: z.string().describe('The search as it was read (trimmed)'),
  groups: z
    .array(searchGroupSchema)
    .describe('Only the kinds with hits, in the order of searchKinds'),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
