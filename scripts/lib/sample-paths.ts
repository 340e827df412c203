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

export async function samplePublicPaths(base: string): Promise<string[]> {
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
  return [
    '/',
    '/about',
    '/contact',
    '/join',
    '/events',
    `/events/${event}`,
    '/news',
    `/news/${news}`,
    '/gallery',
    '/gallery/alumni',
    '/academics',
    '/academics/calendar',
    '/academics/calendar?tab=timetable',
    '/academics/category/pure-physics',
    `/academics/course/${course}`,
    '/academics/tutorials',
    `/tutorials/${tutorial}`,
    '/academics/learning-resources',
    '/academics/past-questions',
    '/academics/qna',
    `/academics/qna/${question}`,
    '/testimonials/chiamaka-obi',
  ];
}
