import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageFallback } from '@/components/layout/page-fallback';
import { SiteLayout } from './layouts/site-layout';
import { adminOnlyRoute } from './layouts/admin-route-handle';
import { paintFirst } from './paint-first-handle';

/**
 * The route table. Pages load lazily, each its own chunk. Errors while loading or rendering a page
 * are caught by the pathless route around the pages, so the header and footer stay on screen.
 * Keep the paths in step with contract/routes.ts, which tells the server which paths exist.
 *
 * A public page's id is the name of its module in ./routes: the server renders public pages into
 * the HTML and uses the id to name the chunks the page needs, which the browser then fetches at once
 * (api/plugins/page-prerender.ts).
 */
export const routes: RouteObject[] = [
  {
    id: 'site',
    path: '/',
    Component: SiteLayout,
    children: [
      {
        id: 'route-error',
        HydrateFallback: PageFallback,
        lazy: () => import('./routes/route-error'),
        children: [
          { id: 'home', handle: paintFirst, index: true, lazy: () => import('./routes/home') },
          { id: 'about', handle: paintFirst, path: 'about', lazy: () => import('./routes/about') },
          {
            id: 'contact',
            handle: paintFirst,
            path: 'contact',
            lazy: () => import('./routes/contact'),
          },
          {
            id: 'testimonial',
            handle: paintFirst,
            path: 'testimonials/:slug',
            lazy: () => import('./routes/testimonial'),
          },
          { id: 'gallery', path: 'gallery', lazy: () => import('./routes/gallery') },
          {
            id: 'gallery-category',
            path: 'gallery/:category',
            lazy: () => import('./routes/gallery-category'),
          },
          { id: 'events', path: 'events', lazy: () => import('./routes/events') },
          { id: 'event', path: 'events/:id', lazy: () => import('./routes/event') },
          { id: 'news', path: 'news', lazy: () => import('./routes/news') },
          { id: 'news-article', path: 'news/:id', lazy: () => import('./routes/news-article') },
          {
            id: 'academic-calendar',
            path: 'academics/calendar',
            lazy: () => import('./routes/academic-calendar'),
          },
          {
            id: 'academics',
            handle: paintFirst,
            path: 'academics',
            lazy: () => import('./routes/academics'),
          },
          {
            id: 'academics-category',
            path: 'academics/category/:categoryId',
            lazy: () => import('./routes/academics-category'),
          },
          {
            id: 'academics-course',
            path: 'academics/course/:id',
            lazy: () => import('./routes/academics-course'),
          },
          {
            id: 'academics-tutorials',
            path: 'academics/tutorials',
            lazy: () => import('./routes/academics-tutorials'),
          },
          {
            id: 'academics-resources',
            path: 'academics/learning-resources',
            lazy: () => import('./routes/academics-resources'),
          },
          {
            id: 'academics-past-questions',
            path: 'academics/past-questions',
            lazy: () => import('./routes/academics-past-questions'),
          },
          {
            id: 'academics-qna',
            path: 'academics/qna',
            lazy: () => import('./routes/academics-qna'),
          },
          {
            id: 'academics-qna-question',
            path: 'academics/qna/:id',
            lazy: () => import('./routes/academics-qna-question'),
          },
          { id: 'tutorial', path: 'tutorials/:id', lazy: () => import('./routes/tutorial') },
          {
            id: 'not-found',
            handle: paintFirst,
            path: '*',
            lazy: () => import('./routes/not-found'),
          },
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
