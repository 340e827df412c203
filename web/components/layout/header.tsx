import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { AtomIcon } from './atom-icon';

export const MOBILE_MENU_ID = 'site-mobile-menu';

type HeaderProps = {
  /** The association's name; undefined while it loads. */
  name?: string;
  abbreviation?: string;
};

function navLinks(abbreviation: string) {
  return [
    { to: '/', label: 'Home', end: true },
    { to: '/gallery', label: 'GALLERY', end: false },
    { to: '/events', label: 'Events & News', end: false },
    { to: '/about', label: `About ${abbreviation}`, end: false },
  ];
}

const linkBase =
  'font-semibold text-slate-700 transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';

/** The sticky site header: brand, main links, and a disclosure menu below the md breakpoint. */
export function Header({ name, abbreviation = FALLBACK_ABBREVIATION }: HeaderProps) {
  const location = useLocation();
  // The menu belongs to the location it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const links = navLinks(abbreviation);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) {
        setOpenOn(null);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <header
      ref={headerRef}
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
              {name ? (
                <span className="truncate">{name}</span>
              ) : (
                <Skeleton className="h-2.5 w-36 text-muted-foreground" />
              )}
            </span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={cn(
                    linkBase,
                    'inline-flex h-10 items-center rounded-full px-4 text-sm',
                  )}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <Button
          ref={toggleRef}
          type="button"
          variant="ghost"
          size="icon"
          className="-mr-2 md:hidden"
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpenOn(open ? null : location.key)}
        >
          {open ? <X className="size-6" /> : <Menu className="size-6" />}
        </Button>
      </div>

      <div
        id={MOBILE_MENU_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-border bg-card shadow-card motion-safe:animate-menu-in md:hidden"
      >
        <nav aria-label="Main">
          <ul className="container-page flex flex-col gap-1 py-3">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  onClick={() => setOpenOn(null)}
                  className={cn(linkBase, 'flex h-12 items-center rounded-xl px-4 text-base')}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
