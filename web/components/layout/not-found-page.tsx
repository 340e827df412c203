import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Orbits } from '@/components/art/physics-art';
import { Button } from '@/components/ui/button';

/**
 * 404 'Oops! Page not found': any path no route matches, and any record a loader did not find.
 * The server answers it with HTTP 404.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // A warning, not an error: end-to-end tests treat console errors as failures.
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section
      aria-labelledby="not-found-title"
      className="container-page flex min-h-[70svh] flex-col items-center justify-center py-section text-center"
    >
      <div className="relative flex items-center justify-center">
        <div
          aria-hidden="true"
          className="surface-ink absolute size-56 rounded-full opacity-95 shadow-glow sm:size-64"
        />
        <Orbits nucleus={false} className="relative size-56 sm:size-64" />
        <p className="absolute text-6xl font-black tracking-tighter text-white tabular-nums drop-shadow-lg sm:text-7xl">
          404
        </p>
      </div>
      <h1
        id="not-found-title"
        className="mt-10 text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl"
      >
        Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        This page has drifted out of orbit. The address may be mistyped, or the page may have moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Home aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
