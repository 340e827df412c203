import { Outlet } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { useSite } from '@/lib/site';

/** Every public page: header, the page, footer. */
export default function SiteLayout() {
  const site = useSite();

  return (
    <div className="flex min-h-svh flex-col">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>
      <Header name={site.name} abbreviation={site.abbreviation} />
      {/* Cards that slide in from the side must never widen the page on a phone; clip (unlike
          hidden) makes no scroll container, so sticky elements inside keep working. */}
      <main id="main" tabIndex={-1} className="flex-1 overflow-x-clip focus:outline-none">
        <Outlet />
      </main>
      <Footer site={site} />
    </div>
  );
}
