import { isRouteErrorResponse } from 'react-router';
import { Button } from '@/components/ui/button';

/** What went wrong, in one line: the response's status and text, or the error's message. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const line = `${error.status} ${error.statusText}`.trim();
    // A 503 carries why (the database is away) and when to try again, for the reader.
    return error.status === 503 && typeof error.data === 'string' && error.data !== ''
      ? `${line}: ${error.data}`
      : line;
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** Shown in place of a page whose loader or rendering failed. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <section
      role="alert"
      aria-labelledby="route-error-title"
      className="container-page flex min-h-[60svh] flex-col items-center justify-center py-section text-center"
    >
      <h1
        id="route-error-title"
        className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl"
      >
        Unexpected Application Error!
      </h1>
      <p className="mt-4 max-w-xl rounded-control bg-red-50 px-4 py-3 font-mono text-sm break-words text-red-800 ring-1 ring-red-100">
        {describe(error)}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button type="button" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Button asChild variant="outline">
          {/* A full page load, in case the app itself is in a bad state. */}
          <a href="/">Return to Home</a>
        </Button>
      </div>
    </section>
  );
}
