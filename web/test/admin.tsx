import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import {
  createRoutesStub,
  Outlet,
  redirect,
  useLocation,
  type LoaderFunctionArgs,
  type Location,
} from 'react-router';
import type { StaffUser } from '@contract/auth';
import { getMe } from '@/api/auth/get-me';
import AdminFrame from '@/app/layouts/admin-frame';
import AdminLayout from '@/app/layouts/admin-layout';
import * as academics from '@/app/routes/admin/academics';
import * as account from '@/app/routes/admin/account';
import * as activity from '@/app/routes/admin/activity';
import * as calendar from '@/app/routes/admin/calendar';
import * as dashboard from '@/app/routes/admin/dashboard';
import * as events from '@/app/routes/admin/events';
import * as gallery from '@/app/routes/admin/gallery';
import * as inbox from '@/app/routes/admin/inbox';
import * as login from '@/app/routes/admin/login';
import * as media from '@/app/routes/admin/media';
import * as notFound from '@/app/routes/admin/not-found';
import * as qna from '@/app/routes/admin/qna';
import * as upload from '@/app/routes/admin/upload';
import * as users from '@/app/routes/admin/users';
import { signInPath } from '@/features/auth/next-path';
import type { RootData } from '@/lib/page-meta';
import type { ApiHandler } from './api';
import { jsonResponse, testSite } from './render';

export { fakeApi, type ApiCall, type ApiHandler } from './api';
export { installRadixShims } from './jsdom-shims';

/**
 * Helpers for admin screens: a staff user, the signed-in user's endpoint, and the admin's route
 * table rendered at an admin path (the fake API and jsdom shims are passed on from their own files).
 */

export function testStaffUser(overrides: Partial<StaffUser> = {}): StaffUser {
  return {
    id: 'u-admin',
    email: 'ada@example.org',
    name: 'Ada Lovelace',
    role: 'admin',
    disabled: false,
    createdAt: '2026-01-10T09:00:00.000Z',
    lastLoginAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/auth/me answering `user`, or 401 for null. */
export function meHandler(user: StaffUser | null): ApiHandler {
  return () =>
    user ? jsonResponse({ user }) : jsonResponse({ error: 'Sign in required' }, { status: 401 });
}

type PageModule = { default: ComponentType; handle?: unknown };
const page = (path: string | undefined, module: PageModule) => ({
  ...(path === undefined ? { index: true as const } : { path }),
  Component: module.default,
  handle: module.handle,
});

/**
 * The server's loaders decide from the session cookie who is signed in (web/app/layouts); here the
 * fake API's GET /api/auth/me stands in for the session, so a test signs in and out through it.
 */
async function staffFromFakeApi(): Promise<StaffUser | null> {
  return getMe();
}

async function requireStaff({ request }: LoaderFunctionArgs) {
  if (await staffFromFakeApi()) return null;
  const url = new URL(request.url);
  throw redirect(`${signInPath}?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/** The admin's route table at `path`, under the root route (the site's identity). */
export function renderApp(path: string) {
  const rootData: RootData = {
    site: testSite,
    origin: 'https://physics.example.edu',
    myCategoryLevel: null,
  };
  // Where the app is now, as tests ask it: `router.state.location.pathname`.
  let location: Location | undefined;
  function TrackLocation() {
    location = useLocation();
    return <Outlet />;
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      Component: TrackLocation,
      children: [
        {
          path: 'admin',
          loader: async () => ({ staff: await staffFromFakeApi() }),
          Component: AdminFrame as ComponentType,
          children: [
            page('login', login),
            {
              loader: requireStaff,
              Component: AdminLayout,
              children: [
                page(undefined, dashboard),
                page('account', account),
                page('calendar', calendar),
                page('events', events),
                page('academics', academics),
                page('upload', upload),
                page('gallery', gallery),
                page('media', media),
                page('inbox', inbox),
                page('qna', qna),
                page('activity', activity),
                page('users', users),
                page('*', notFound),
              ],
            },
          ],
        },
        { path: '*', Component: () => <h1>Public page</h1> },
      ],
    },
  ]);
  const user = userEvent.setup({ delay: null });
  const router = {
    get state() {
      if (!location) throw new Error('The app has not rendered yet');
      return { location };
    },
  };
  return { ...render(<Stub initialEntries={[path]} />), user, router };
}
