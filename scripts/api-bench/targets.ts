/** What `npm run bench:api` asks for: every public read of the API, the feeds and five pages. */
import { sampleIds } from '../lib/sample-paths';

export interface Target {
  /** How the table names it. */
  name: string;
  path: string;
  kind: 'constant' | 'list' | 'detail' | 'feed' | 'page';
  headers: Record<string, string>;
}

// As a browser asks: compressed, as every real client does.
const json = { accept: 'application/json', 'accept-encoding': 'br, gzip' };
const html = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const any = { accept: '*/*', 'accept-encoding': 'br, gzip' };

async function firstOf(base: string, path: string, field: 'id' | '_id' = '_id'): Promise<string> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const body = (await response.json()) as unknown;
  const list = Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray);
  const id = (list as Record<string, unknown>[] | undefined)?.[0]?.[field];
  if (typeof id !== 'string') throw new Error(`GET ${path} gave no ${field}`);
  return encodeURIComponent(id);
}

export async function benchTargets(base: string): Promise<Target[]> {
  const ids = await sampleIds(base);
  const [calendar, timetable, photo, resource] = await Promise.all([
    firstOf(base, '/api/calendar'),
    firstOf(base, '/api/timetable'),
    firstOf(base, '/api/photos?limit=1'),
    firstOf(base, '/api/resources'),
  ]);
  const list = (path: string): Target => ({ name: path, path, kind: 'list', headers: json });
  const detail = (name: string, path: string): Target => ({
    name,
    path,
    kind: 'detail',
    headers: json,
  });
  const page = (name: string, path: string): Target => ({
    name,
    path,
    kind: 'page',
    headers: html,
  });
  return [
    { name: '/api/site (constant)', path: '/api/site', kind: 'constant', headers: json },
    list('/api/academic-news?limit=10'),
    list('/api/upcoming-events?limit=10'),
    list('/api/calendar'),
    list('/api/timetable'),
    list('/api/semester'),
    list('/api/photos?limit=12'),
    list('/api/courses'),
    list('/api/tutorials'),
    list('/api/tutorials/filter'),
    list('/api/resources'),
    list('/api/past-questions'),
    list('/api/qna'),
    detail('/api/academic-news/:id', `/api/academic-news/${ids.news}`),
    detail('/api/upcoming-events/:id', `/api/upcoming-events/${ids.event}`),
    detail('/api/calendar/:id', `/api/calendar/${calendar}`),
    detail('/api/timetable/:id', `/api/timetable/${timetable}`),
    detail('/api/photos/:id', `/api/photos/${photo}`),
    detail('/api/courses/:id', `/api/courses/${ids.course}`),
    detail('/api/tutorials/:id', `/api/tutorials/${ids.tutorial}`),
    detail('/api/resources/:id', `/api/resources/${resource}`),
    detail('/api/qna/:id', `/api/qna/${ids.question}`),
    { name: '/rss.xml', path: '/rss.xml', kind: 'feed', headers: any },
    { name: '/api/calendar.ics', path: '/api/calendar.ics', kind: 'feed', headers: any },
    { name: '/api/timetable.ics', path: '/api/timetable.ics', kind: 'feed', headers: any },
    {
      name: '/api/upcoming-events/:id/ics',
      path: `/api/upcoming-events/${ids.event}/ics`,
      kind: 'feed',
      headers: any,
    },
    page('Home', '/'),
    page('/events', '/events'),
    page('/news/:id (article)', `/news/${ids.news}`),
    page('Timetable', '/academics/calendar?tab=timetable'),
    page('/gallery', '/gallery'),
  ];
}
