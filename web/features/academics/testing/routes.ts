import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createElement, type ComponentType } from 'react';
import { useLocation, type Location } from 'react-router';
import { expect } from 'vitest';
import type { PageContext } from '@contract/page-context';
import * as academics from '@/app/routes/academics';
import * as academicsCategory from '@/app/routes/academics-category';
import * as academicsCourse from '@/app/routes/academics-course';
import * as academicsPastQuestions from '@/app/routes/academics-past-questions';
import * as academicsQna from '@/app/routes/academics-qna';
import * as academicsQnaQuestion from '@/app/routes/academics-qna-question';
import * as academicsResources from '@/app/routes/academics-resources';
import * as academicsTutorials from '@/app/routes/academics-tutorials';
import AdminAcademics from '@/app/routes/admin/academics';
import * as notFound from '@/app/routes/not-found';
import * as tutorial from '@/app/routes/tutorial';
import { testContext } from '@/test/fake-reads';
import { renderPages, type PageModule, type PageRoute } from '@/test/pages';
import { renderWithRouter } from '@/test/render';

/** This feature's public pages, as the route table names them. */
const academicsPages: PageRoute[] = [
  { path: 'academics', module: academics },
  { path: 'academics/category/:categoryId', module: academicsCategory },
  { path: 'academics/course/:id', module: academicsCourse },
  { path: 'academics/tutorials', module: academicsTutorials },
  { path: 'academics/learning-resources', module: academicsResources },
  { path: 'academics/past-questions', module: academicsPastQuestions },
  { path: 'academics/qna', module: academicsQna },
  { path: 'academics/qna/:id', module: academicsQnaQuestion },
  { path: 'tutorials/:id', module: tutorial },
  { path: '*', module: notFound },
];

/** A loader that reads the request with this browser's cookies, as the server's does. */
function withCookies(loader: PageModule['loader']): PageModule['loader'] {
  if (!loader) return undefined;
  const read = loader as (args: { request: Request }) => unknown;
  return ((args: { request: Request }) => {
    const headers = new Headers(args.request.headers);
    if (document.cookie) headers.set('Cookie', document.cookie);
    const { url, signal } = args.request;
    return read({ ...args, request: new Request(url, { headers, signal }) });
  }) as PageModule['loader'];
}

/**
 * The academics pages at `url`, their loaders and actions running against `context` (fake reads
 * and forms), the loaders seeing this browser's cookies. `location()` is where the app is now (the
 * filters live in the address).
 */
export function renderAcademics(url: string, context: PageContext = testContext()) {
  let current: Location | undefined;
  const tracked = (module: PageModule): PageModule => {
    const Page = module.default as ComponentType<object>;
    function TrackedPage(props: object) {
      current = useLocation();
      return createElement(Page, props);
    }
    return { ...module, default: TrackedPage, loader: withCookies(module.loader) };
  };
  const rendered = renderPages(
    url,
    academicsPages.map((page) => ({ ...page, module: tracked(page.module) })),
    context,
  );
  const location = () => {
    if (!current) throw new Error('No page has rendered yet');
    return current;
  };
  return { ...rendered, location };
}

/**
 * /admin/academics on its own (the admin reads and writes through the API in the browser: stub
 * fetch), without the admin's layout and sign-in.
 */
export function renderAdminAcademics(path = '/admin/academics') {
  return renderWithRouter(null, {
    routes: [{ path: '/admin/academics', Component: AdminAcademics }],
    path,
  });
}

/**
 * Puts `text` in a search field whose value lives in the address, in one change, once the field
 * shows its last change. The test routes' root loader (web/test/pages.tsx) revalidates on every
 * change of the address, where the app's does not (root.tsx: shouldRevalidate), so each keystroke
 * would wait for a navigation and a quick typist's letters be lost: in the app they are not.
 */
export async function searchFor(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await waitFor(() => expect(field).toHaveValue(''));
  await user.click(field);
  await user.paste(text);
  await waitFor(() => expect(field).toHaveValue(text));
}
