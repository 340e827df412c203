/** What the load bench asks for: public pages and API reads, and a signed-in editor's writes. */
import { sampleIds } from '../lib/sample-paths';

interface BenchRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const html = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const json = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

/** Pages as a browser asks for them, and the public API's reads, with real ids. */
export async function publicReads(base: string): Promise<Record<'pages' | 'api', BenchRequest[]>> {
  const ids = await sampleIds(base);
  const pages = [
    '/',
    '/news',
    `/news/${ids.news}`,
    '/events',
    '/academics/calendar?tab=timetable',
    '/gallery',
  ].map((path) => ({ path, headers: html }));
  const api = [
    '/api/academic-news?limit=10',
    `/api/academic-news/${ids.news}`,
    '/api/upcoming-events?limit=10',
    '/api/courses',
    '/api/tutorials',
    '/api/photos?limit=12',
    '/api/site',
  ].map((path) => ({ path, headers: json }));
  return { pages, api };
}

/** A signed-in staff member's cycle: create a news item, then read the lists they work from. */
export function staffWrites(base: string, cookie: string): BenchRequest[] {
  const headers = { ...json, cookie, origin: base };
  const news = JSON.stringify({
    name: 'Load bench',
    title: 'A news item written by the load bench',
    summary: 'Written under load, to measure writes beside reads.',
    date: '2026-11-18',
    category: 'general',
  });
  return [
    {
      method: 'POST',
      path: '/api/academic-news',
      headers: { ...headers, 'content-type': 'application/json' },
      body: news,
    },
    { path: '/api/academic-news?limit=20', headers },
    { path: '/api/admin/summary', headers },
  ];
}
