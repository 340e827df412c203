/**
 * The public route table, shared by the web router and the server. The server answers these paths
 * with the app and HTTP 200, and every other non-API path with the app and HTTP 404, so crawlers and
 * monitors see real status codes for a single-page app.
 *
 * A segment written `:name` matches any one segment; a trailing `*` matches the rest of the path.
 */
export const appRoutes = [
  '/',
  '/about',
  '/contact',
  // An unknown testimonial answers 404 (api/routes/testimonials/pages.ts).
  '/testimonials/:slug',
  '/gallery',
  '/events',
  // An unknown article or event answers 404 (api/routes/academic-news/pages.ts, upcoming-events/pages.ts).
  '/events/:id',
  '/news',
  '/news/:id',
  '/academics/calendar',
  // Academics; an unknown category, course or tutorial answers 404 (api/routes/academics/pages.ts).
  '/academics',
  '/academics/category/:categoryId',
  '/academics/course/:id',
  '/academics/tutorials',
  '/academics/learning-resources',
  '/academics/past-questions',
  '/tutorials/:id',
  // Q&A forum; an unknown or hidden question answers 404 (api/routes/community/pages.ts).
  '/academics/qna',
  '/academics/qna/:id',
  // An unknown collection answers 404 (api/routes/photos/pages.ts).
  '/gallery/:category',
  // Every admin path: the web app guards them, and answers unknown ones with its own not-found page.
  '/admin/*',
] as const;

export type AppRoute = (typeof appRoutes)[number];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The path's parameters when it matches the pattern (`{}` for a pattern without any), else null. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const got = segments(pathname);
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part === '*') return params;
    const actual = got[index];
    if (actual === undefined) return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) return null;
  }
  return want.length === got.length ? params : null;
}

export function matchesRoute(pattern: string, pathname: string): boolean {
  return matchRoute(pattern, pathname) !== null;
}

export function isAppRoute(pathname: string): boolean {
  return appRoutes.some((pattern) => matchesRoute(pattern, pathname));
}
