/**
 * Every public page of a running server with sample content, detail pages included: the ids are
 * looked up through the public API, so the list holds on any fresh seed.
 */
async function firstId(
  base: string,
  path: string,
  pick: (body: unknown) => unknown,
): Promise<string> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const id = pick(await response.json());
  if (typeof id !== 'string') throw new Error(`GET ${path} gave no id`);
  return encodeURIComponent(id);
}

type Item = { _id?: unknown };
const first = (list: unknown) =>
  Array.isArray(list) ? (list[0] as Item | undefined)?._id : undefined;

/** The ids a detail page needs, by the name its template uses. */
export type SampleIds = Record<'news' | 'event' | 'course' | 'tutorial' | 'question', string>;

/**
 * Every public route with sample content, a detail route written with its id's name in braces
 * ('/news/{news}'): a test may name its cases before it knows the ids.
 */
export const publicRouteTemplates = [
  '/',
  '/about',
  '/contact',
  '/join',
  '/events',
  '/events/{event}',
  '/news',
  '/news/{news}',
  '/gallery',
  '/gallery/alumni',
  '/academics',
  '/academics/calendar',
  '/academics/calendar?tab=timetable',
  '/academics/category/pure-physics',
  '/academics/course/{course}',
  '/academics/tutorials',
  '/tutorials/{tutorial}',
  '/academics/learning-resources',
  '/academics/past-questions',
  '/academics/qna',
  '/academics/qna/{question}',
  '/testimonials/chiamaka-obi',
  '/search?q=phy',
] as const;

/** The first news item, event, course, tutorial and question the public API lists. */
export async function sampleIds(base: string): Promise<SampleIds> {
  const [news, event, course, tutorial, question] = await Promise.all([
    firstId(base, '/api/academic-news?limit=1', (body) => first((body as { news: unknown }).news)),
    firstId(base, '/api/upcoming-events?limit=1', (body) =>
      first((body as { events: unknown }).events),
    ),
    firstId(base, '/api/courses', (body) =>
      Array.isArray(body) ? (body[0] as { id?: unknown } | undefined)?.id : undefined,
    ),
    firstId(base, '/api/tutorials', first),
    firstId(base, '/api/qna', first),
  ]);
  return { news, event, course, tutorial, question };
}

/** A route template with its ids filled in. */
export function fillRoute(template: string, ids: SampleIds): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name as keyof SampleIds]);
}

export async function samplePublicPaths(base: string): Promise<string[]> {
  const ids = await sampleIds(base);
  return publicRouteTemplates.map((template) => fillRoute(template, ids));
}
