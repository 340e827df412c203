import { ChevronDown, Menu, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { enhanceHeader } from '@/lib/enhance/header';
import { AtomIcon } from './atom-icon';
import { SiteSearchForm } from './site-search-form';

export const MOBILE_MENU_ID = 'site-mobile-menu';

type HeaderProps = {
  /** The association's name and abbreviation, from the site's configuration. */
  name: string;
  abbreviation: string;
};

type NavItem = { to: string; label: string; end?: boolean };

/** The Academics menu: the hub and the pages students look for most. */
export const academicsLinks: readonly NavItem[] = [
  { to: '/academics', label: 'Academics hub', end: true },
  { to: '/academics/calendar', label: 'Calendar & timetable' },
  { to: '/academics/tutorials', label: 'Tutorials' },
  { to: '/academics/past-questions', label: 'Past questions' },
  { to: '/academics/qna', label: 'Q&A forum' },
];

/** The main links around the Academics menu (spec: Home, GALLERY, Events & News, About). */
function mainLinks(abbreviation: string) {
  return {
    before: [{ to: '/', label: 'Home', end: true }] as NavItem[],
    after: [
      { to: '/gallery', label: 'GALLERY' },
      { to: '/events', label: 'Events & News' },
      { to: '/about', label: `About ${abbreviation}` },
      { to: '/contact', label: 'Contact' },
    ] as NavItem[],
  };
}

const linkBase =
  'font-semibold text-slate-700 transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';
const desktopLink = cn(linkBase, 'inline-flex h-10 items-center rounded-full px-3.5 text-sm');
const phoneLink = cn(linkBase, 'flex h-12 items-center rounded-xl px-4 text-base');

function NavItems({ items, className }: { items: readonly NavItem[]; className: string }) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.end} className={className}>
        {item.label}
      </NavLink>
    </li>
  ));
}

/**
 * The sticky site header: brand, the main links with the Academics menu, and below the lg
 * breakpoint a menu button. Both menus work before and without scripts (a popover and a
 * <details>); web/lib/enhance/header.ts closes them when a link is followed.
 */
export function Header({ name, abbreviation }: HeaderProps) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const { before, after } = mainLinks(abbreviation);
  const inAcademics = pathname.startsWith('/academics') || pathname.startsWith('/tutorials');
  useEffect(() => (ref.current ? enhanceHeader(ref.current) : undefined), []);

  return (
    <header
      ref={ref}
      data-enhance="header"
      className="sticky top-0 z-40 border-b border-border/80 bg-card/90 backdrop-blur-md supports-backdrop-filter:bg-card/75"
    >
      <div className="container-page flex h-header items-center justify-between gap-4">
        <Link to="/" className="-mx-1 flex min-w-0 items-center gap-2.5 rounded-xl px-1 py-1">
          <AtomIcon className="size-9" />
          <span className="flex min-w-0 flex-col">
            <span className="text-lg leading-6 font-extrabold tracking-tight text-primary-900">
              {abbreviation}
            </span>
            <span className="flex h-4 items-center text-xs leading-4 font-medium text-muted-foreground">
              <span className="truncate">{name}</span>
            </span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            <NavItems items={before} className={desktopLink} />
            <li>
              <details data-slot="dropdown" className="group/academics relative">
                <summary
                  className={cn(
                    desktopLink,
                    'cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden',
                    inAcademics && 'bg-primary-50 text-primary-800',
                  )}
                >
                  Academics
                  <ChevronDown
                    className="size-4 transition-transform group-open/academics:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <ul
                  aria-label="Academics"
                  className="absolute top-full left-0 mt-2 grid w-60 gap-0.5 rounded-card bg-card p-2 shadow-card ring-1 ring-border"
                >
                  <NavItems
                    items={academicsLinks}
                    className={cn(linkBase, 'flex h-10 items-center rounded-xl px-3 text-sm')}
                  />
                </ul>
              </details>
            </li>
            <NavItems items={after} className={desktopLink} />
          </ul>
        </nav>

        {/* The site search: a box where the header has room for one, else a link to its page. */}
        <SiteSearchForm id="site-search" className="hidden w-48 shrink-0 xl:block 2xl:w-60" />
        <Link
          to="/search"
          aria-label="Search"
          className="hidden size-10 shrink-0 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-muted hover:text-foreground lg:inline-flex xl:hidden"
        >
          <Search className="size-5" aria-hidden="true" />
        </Link>

        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          aria-label="Menu"
          aria-expanded="false"
          className="-mr-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted lg:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
      </div>

      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        className="inset-x-0 top-(--spacing-header) bottom-auto m-0 h-auto max-h-[calc(100svh-var(--spacing-header))] w-full max-w-none overflow-y-auto border-0 border-b border-border bg-card p-0 text-foreground shadow-card motion-safe:open:animate-menu-in lg:hidden"
      >
        <SiteSearchForm id="site-search-menu" className="container-page pt-4 pb-1" />
        <nav aria-label="Main menu">
          <ul className="container-page flex flex-col gap-1 py-3">
            <NavItems items={before} className={phoneLink} />
            <li>
              <p
                id={`${MOBILE_MENU_ID}-academics`}
                className="px-4 pt-2 pb-1 text-xs font-semibold tracking-widest text-muted-foreground uppercase"
              >
                Academics
              </p>
              <ul aria-labelledby={`${MOBILE_MENU_ID}-academics`} className="grid gap-1 pl-3">
                <NavItems items={academicsLinks} className={phoneLink} />
              </ul>
            </li>
            <NavItems items={after} className={phoneLink} />
          </ul>
        </nav>
      </div>
    </header>
  );
}
