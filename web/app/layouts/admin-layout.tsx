import { ArrowUpRight, KeyRound, LogOut, Menu } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, NavLink, Outlet, redirect, useLocation, useMatches } from 'react-router';
import type { StaffUser } from '@contract/auth';
import { useInboxOpenCount } from '@/api/inbox/get-inbox';
import { AtomIcon } from '@/components/layout/atom-icon';
import { PageFallback } from '@/components/layout/page-fallback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { AdminsOnly } from '@/features/auth/components/admins-only';
import {
  RequireStaff,
  useStaffSession,
  useStaffUser,
} from '@/features/auth/components/require-staff';
import { signInPath } from '@/features/auth/next-path';
import { cn } from '@/lib/cn';
import { useSite } from '@/lib/site';
import { adminNavFor, type AdminNavSection } from './admin-nav';
import { isAdminOnlyHandle } from './admin-route-handle';
import type { Route } from './+types/admin-layout';

export function loader({ context, request }: Route.LoaderArgs) {
  if (!context.staff) {
    const url = new URL(request.url);
    throw redirect(`${signInPath}?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}

/**
 * Every admin page but the sign-in page: only for signed-in staff (the loader sends others to sign
 * in, and RequireStaff does when a session ends while a page is open), inside the sidebar layout.
 * A page whose route has `handle: adminOnlyRoute` shows 'Admins only' to editors.
 */
export default function AdminLayout() {
  return (
    <RequireStaff fallback={<PageFallback />}>
      <AdminShell />
    </RequireStaff>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : [parts[0]?.slice(0, 2)];
  return letters
    .map((part) => part?.[0] ?? '')
    .join('')
    .toUpperCase();
}

function AdminShell() {
  const user = useStaffUser();
  const location = useLocation();
  const matches = useMatches();
  const { abbreviation } = useSite();
  // The drawer belongs to the location it was opened on, so following a link closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === location.key;
  const forbidden =
    user.role !== 'admin' && matches.some((match) => isAdminOnlyHandle(match.handle));
  const nav = adminNavFor(user.role);
  // Unhandled applications and messages, beside Inbox in the sidebar.
  const inboxOpen = useInboxOpenCount().data?.open;
  const counts = { '/admin/inbox': inboxOpen };

  return (
    <div className="min-h-svh md:grid md:grid-cols-[15.5rem_minmax(0,1fr)]">
      <a
        href="#admin-main"
        className="sr-only rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>

      <div className="hidden border-r border-border bg-card md:block">
        <aside className="sticky top-0 flex h-svh flex-col overflow-y-auto">
          <SidebarContent abbreviation={abbreviation} nav={nav} user={user} counts={counts} />
        </aside>
      </div>

      <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-border bg-card/95 px-2 backdrop-blur md:hidden">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Open admin menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpenOn(location.key)}
        >
          <Menu className="size-5" aria-hidden="true" />
        </Button>
        <Brand abbreviation={abbreviation} />
        <span
          aria-hidden="true"
          className="ml-auto flex size-8 items-center justify-center rounded-full bg-primary-100 text-xs font-bold text-primary-800"
          title={user.name}
        >
          {initials(user.name)}
        </span>
      </header>
      <Sheet open={drawerOpen} onOpenChange={(open) => setDrawerOpenOn(open ? location.key : null)}>
        <SheetContent side="left" className="md:hidden">
          <SheetTitle className="sr-only">Admin menu</SheetTitle>
          <SheetDescription className="sr-only">
            Pages of the admin, and your account.
          </SheetDescription>
          <SidebarContent abbreviation={abbreviation} nav={nav} user={user} counts={counts} />
        </SheetContent>
      </Sheet>

      <main id="admin-main" tabIndex={-1} className="min-w-0 focus:outline-none">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:px-8 md:py-8">
          {forbidden ? <AdminsOnly /> : <Outlet />}
        </div>
      </main>
    </div>
  );
}

function Brand({ abbreviation }: { abbreviation: string }) {
  return (
    <Link to="/admin" className="flex min-w-0 items-center gap-2 rounded-lg px-1 py-1">
      <AtomIcon className="size-7" spinning={false} />
      <span className="truncate text-base font-extrabold tracking-tight text-primary-900">
        {abbreviation} <span className="font-semibold text-muted-foreground">Admin</span>
      </span>
    </Link>
  );
}

const navLinkClass =
  'flex h-9 items-center gap-2.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold aria-[current=page]:text-primary-800 [&_svg]:size-4 [&_svg]:shrink-0';

function SidebarContent({
  abbreviation,
  nav,
  user,
  counts,
}: {
  abbreviation: string;
  nav: AdminNavSection[];
  user: StaffUser;
  /** Items waiting on a page (the inbox's unhandled ones), by its path. */
  counts: Record<string, number | undefined>;
}) {
  const id = useId();
  return (
    <div className="flex min-h-full flex-1 flex-col gap-4 p-3">
      <div className="flex h-10 items-center pr-10 md:pr-0">
        <Brand abbreviation={abbreviation} />
      </div>
      <nav aria-label="Admin" className="grid gap-4">
        {nav.map((section) => (
          <div key={section.label} className="grid gap-1">
            <span
              id={`${id}-${section.label.toLowerCase()}`}
              className="px-2.5 text-[0.6875rem] font-semibold tracking-widest text-muted-foreground uppercase"
            >
              {section.label}
            </span>
            <ul aria-labelledby={`${id}-${section.label.toLowerCase()}`} className="grid gap-0.5">
              {section.items.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    className={navLinkClass}
                    aria-label={counts[to] ? `${label}, ${counts[to]} unhandled` : undefined}
                  >
                    <Icon aria-hidden="true" />
                    {label}
                    <WaitingCount count={counts[to]} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="mt-auto grid gap-1 border-t border-border pt-3">
        <div className="flex items-center gap-2.5 px-1.5 pb-2">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-bold text-primary-800"
          >
            {initials(user.name)}
          </span>
          <div className="grid min-w-0 flex-1">
            <span className="flex min-w-0 items-center gap-1.5">
              <span className="truncate text-sm font-semibold text-foreground">{user.name}</span>
              <Badge
                variant={user.role === 'admin' ? 'default' : 'muted'}
                className="shrink-0 capitalize"
              >
                {user.role}
              </Badge>
            </span>
            <span className="truncate text-xs text-muted-foreground" title={user.email}>
              {user.email}
            </span>
          </div>
        </div>
        <NavLink to="/admin/account" className={navLinkClass}>
          <KeyRound aria-hidden="true" />
          Account
        </NavLink>
        <Link to="/" className={navLinkClass}>
          <ArrowUpRight aria-hidden="true" />
          View site
        </Link>
        <SignOutButton />
      </div>
    </div>
  );
}

/** '3' in a pill at the end of a sidebar link (whose label says '3 unhandled'); nothing at 0. */
function WaitingCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs leading-none font-semibold text-primary-foreground tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

function SignOutButton() {
  const { signOut, signingOut } = useStaffSession();
  return (
    <button
      type="button"
      className={cn(navLinkClass, 'w-full cursor-pointer text-left')}
      aria-disabled={signingOut || undefined}
      onClick={signOut}
    >
      {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
      {signingOut ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
