import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageFallback } from '@/components/layout/page-fallback';
import { SiteLayout } from './layouts/site-layout';
import { adminOnlyRoute } from './layouts/admin-route-handle';

/**
 * The route table. Pages load lazily, each its own chunk. Errors while loading or rendering a page
 * are caught by the pathless route around the pages, so the header and footer stay on screen.
 * Keep the paths in step with contract/routes.ts, which tells the server which paths exist.
 */
export const routes: RouteObject[] = [
  {
    id: 'site',
    path: '/',
    Component: SiteLayout,
    children: [
      {
        id: 'pages',
        HydrateFallback: PageFallback,
        lazy: () => import('./routes/route-error'),
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'about', lazy: () => import('./routes/about') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'testimonials/:slug', lazy: () => import('./routes/testimonial') },
          { path: 'gallery', lazy: () => import('./routes/gallery') },
          { path: 'gallery/:category', lazy: () => import('./routes/gallery-category') },
          { path: 'events', lazy: () => import('./routes/events') },
          { path: 'events/:id', lazy: () => import('./routes/event') },
          { path: 'news', lazy: () => import('./routes/news') },
          { path: 'news/:id', lazy: () => import('./routes/news-article') },
          { path: 'academics/calendar', lazy: () => import('./routes/academic-calendar') },
          { path: 'academics', lazy: () => import('./routes/academics') },
          {
            path: 'academics/category/:categoryId',
            lazy: () => import('./routes/academics-category'),
          },
          { path: 'academics/course/:id', lazy: () => import('./routes/academics-course') },
          { path: 'academics/tutorials', lazy: () => import('./routes/academics-tutorials') },
          {
            path: 'academics/learning-resources',
            lazy: () => import('./routes/academics-resources'),
          },
          {
            path: 'academics/past-questions',
            lazy: () => import('./routes/academics-past-questions'),
          },
          { path: 'academics/qna', lazy: () => import('./routes/academics-qna') },
          { path: 'academics/qna/:id', lazy: () => import('./routes/academics-qna-question') },
          { path: 'tutorials/:id', lazy: () => import('./routes/tutorial') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
  {
    // The admin. /admin/login stands alone; every other /admin page is behind the staff guard and
    // inside the admin layout (sidebar). Add admin pages under 'admin-pages' (and a sidebar item
    // in layouts/admin-nav.ts); give pages editors may not open `handle: adminOnlyRoute`.
    id: 'admin',
    path: '/admin',
    HydrateFallback: PageFallback,
    lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminFrame }),
    children: [
      { id: 'admin-login', path: 'login', lazy: () => import('./routes/admin/login') },
      {
        id: 'admin-shell',
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
        children: [
          {
            id: 'admin-pages',
            lazy: () => import('./routes/route-error'),
            children: [
              { index: true, lazy: () => import('./routes/admin/dashboard') },
              { path: 'account', lazy: () => import('./routes/admin/account') },
              { path: 'calendar', lazy: () => import('./routes/admin/calendar') },
              { path: 'events', lazy: () => import('./routes/admin/events') },
              { path: 'academics', lazy: () => import('./routes/admin/academics') },
              { path: 'upload', lazy: () => import('./routes/admin/upload') },
              { path: 'gallery', lazy: () => import('./routes/admin/gallery') },
              { path: 'inbox', lazy: () => import('./routes/admin/inbox') },
              { path: 'qna', lazy: () => import('./routes/admin/qna') },
              {
                path: 'activity',
                handle: adminOnlyRoute,
                lazy: () => import('./routes/admin/activity'),
              },
              { path: 'users', handle: adminOnlyRoute, lazy: () => import('./routes/admin/users') },
              { path: '*', lazy: () => import('./routes/admin/not-found') },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
