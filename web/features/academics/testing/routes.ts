import type { RouteObject } from 'react-router';
import { renderWithRouter } from '@/test/render';

/** This feature's pages in a route table of their own (the app's grows as others add pages). */
export const academicsRoutes: RouteObject[] = [
  { path: '/academics', lazy: () => import('@/app/routes/academics') },
  {
    path: '/academics/category/:categoryId',
    lazy: () => import('@/app/routes/academics-category'),
  },
  { path: '/academics/course/:id', lazy: () => import('@/app/routes/academics-course') },
  { path: '/academics/tutorials', lazy: () => import('@/app/routes/academics-tutorials') },
  { path: '/academics/learning-resources', lazy: () => import('@/app/routes/academics-resources') },
  {
    path: '/academics/past-questions',
    lazy: () => import('@/app/routes/academics-past-questions'),
  },
  { path: '/tutorials/:id', lazy: () => import('@/app/routes/tutorial') },
  { path: '/admin/academics', lazy: () => import('@/app/routes/admin/academics') },
  { path: '*', lazy: () => import('@/app/routes/not-found') },
];

export function renderAcademics(path: string) {
  return renderWithRouter(null, { routes: academicsRoutes, path });
}

/** Loads the route modules up front (call in beforeAll), so the first test does not time out. */
export async function preloadRoutes(): Promise<void> {
  await Promise.all(academicsRoutes.map((route) => (route.lazy as () => Promise<unknown>)()));
}
