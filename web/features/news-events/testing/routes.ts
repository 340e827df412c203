import type { PageContext } from '@contract/page-context';
import AdminEvents from '@/app/routes/admin/events';
import * as event from '@/app/routes/event';
import * as events from '@/app/routes/events';
import * as news from '@/app/routes/news';
import * as newsArticle from '@/app/routes/news-article';
import * as notFound from '@/app/routes/not-found';
import { testContext } from '@/test/fake-reads';
import { renderPages, type PageRoute } from '@/test/pages';
import { renderWithRouter } from '@/test/render';

/** This feature's pages, as the route table names them. */
const publicPages: PageRoute[] = [
  { path: 'events', module: events },
  { path: 'events/:id', module: event },
  { path: 'news', module: news },
  { path: 'news/:id', module: newsArticle },
  { path: '*', module: notFound },
];

export function renderPublicPages(url: string, context: PageContext = testContext()) {
  return renderPages(url, publicPages, context);
}

/**
 * /admin/events on its own (the admin reads and writes through the API in the browser: stub
 * fetch), without the admin's layout and sign-in.
 */
export function renderAdminEvents(path = '/admin/events') {
  return renderWithRouter(null, {
    routes: [{ path: '/admin/events', Component: AdminEvents }],
    path,
  });
}
