import { data, Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { adminMeta } from '../../layouts/admin-meta';

export const meta = adminMeta('Page not found');

export const loader = () => data(null, { status: 404 });

/** Any /admin path no admin page answers, inside the admin layout. */
export default function AdminNotFound() {
  const { pathname } = useLocation();
  return (
    <section
      aria-labelledby="admin-not-found-title"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
    >
      <p className="text-5xl font-black tracking-tighter text-primary-200 tabular-nums">404</p>
      <h1 id="admin-not-found-title" className="text-2xl font-bold tracking-tight">
        Page not found
      </h1>
      <p className="text-sm break-all text-muted-foreground">
        There is no admin page at <code className="font-mono">{pathname}</code>.
      </p>
      <Button asChild variant="outline" size="sm" className="mt-2">
        <Link to="/admin">Back to the dashboard</Link>
      </Button>
    </section>
  );
}
