import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table: the only one. The server asks React Router for every page, so a path not
 * listed here, or a loader that finds nothing, answers 404 (ADR 0006).
 */
export default [
  layout('layouts/site-layout.tsx', [
    // Pages fail inside the header and footer: the boundary is a pathless layout of its own.
    layout('layouts/page-boundary.tsx', [
      index('routes/home.tsx'),
      route('about', 'routes/about.tsx'),
      route('contact', 'routes/contact.tsx'),
      route('join', 'routes/join.tsx'),
      route('testimonials/:slug', 'routes/testimonial.tsx'),
      route('gallery', 'routes/gallery.tsx'),
      route('gallery/:category', 'routes/gallery-category.tsx'),
      route('events', 'routes/events.tsx'),
      route('events/:id', 'routes/event.tsx'),
      route('news', 'routes/news.tsx'),
      route('news/:id', 'routes/news-article.tsx'),
      route('academics', 'routes/academics.tsx'),
      route('academics/calendar', 'routes/academic-calendar.tsx'),
      route('academics/category/:categoryId', 'routes/academics-category.tsx'),
      route('academics/course/:id', 'routes/academics-course.tsx'),
      route('academics/tutorials', 'routes/academics-tutorials.tsx'),
      route('academics/learning-resources', 'routes/academics-resources.tsx'),
      route('academics/past-questions', 'routes/academics-past-questions.tsx'),
      route('academics/qna', 'routes/academics-qna.tsx'),
      route('academics/qna/:id', 'routes/academics-qna-question.tsx'),
      route('tutorials/:id', 'routes/tutorial.tsx'),
      route('search', 'routes/search.tsx'),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
  // The admin: /admin/login stands alone; every other page needs a staff session (the layout's
  // loader sends others to sign in) and sits in the sidebar layout.
  route('admin', 'layouts/admin-frame.tsx', [
    route('login', 'routes/admin/login.tsx'),
    layout('layouts/admin-layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('account', 'routes/admin/account.tsx'),
      route('calendar', 'routes/admin/calendar.tsx'),
      route('session', 'routes/admin/session.tsx'),
      route('events', 'routes/admin/events.tsx'),
      route('academics', 'routes/admin/academics.tsx'),
      route('upload', 'routes/admin/upload.tsx'),
      route('gallery', 'routes/admin/gallery.tsx'),
      route('media', 'routes/admin/media.tsx'),
      route('site-content', 'routes/admin/site-content.tsx'),
      route('inbox', 'routes/admin/inbox.tsx'),
      route('qna', 'routes/admin/qna.tsx'),
      route('activity', 'routes/admin/activity.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
] satisfies RouteConfig;
