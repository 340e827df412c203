import type { RouteObject } from 'react-router';
import { renderWithRouter } from '@/test/render';

/**
 * This feature's pages in a route table of their own (the app's table grows as others add pages,
 * and a page that is not there yet would break these tests).
 */
export const publicRoutes: RouteObject[] = [
  { path: '/events', lazy: () => import('@/app/routes/events') },
  { path: '/events/:id', lazy: () => import('@/app/routes/event') },
  { path: '/news', lazy: () => import('@/app/routes/news') },
  { path: '/news/:id', lazy: () => import('@/app/routes/news-article') },
  { path: '*', lazy: () => import('@/app/routes/not-found') },
];

export const adminRoutes: RouteObject[] = [
  { path: '/admin/events', lazy: () => import('@/app/routes/admin/events') },
];

export function renderPublicPages(path: string) {
  return renderWithRouter(null, { routes: publicRoutes, path });
}

export function renderAdminEvents(path = '/admin/events') {
  return renderWithRouter(null, { routes: adminRoutes, path });
}

/** Loads the route modules up front (call in beforeAll), so the first test does not time out. */
export async function preloadRoutes(): Promise<void> {
  await Promise.all(
    [...publicRoutes, ...adminRoutes].map((route) => (route.lazy as () => Promise<unknown>)()),
  );
}
