import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** What an editor sees on a page meant for admins. */
export function AdminsOnly() {
  return (
    <section
      aria-labelledby="admins-only-title"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 id="admins-only-title" className="text-2xl font-bold tracking-tight">
        Admins only
      </h1>
      <p className="text-sm text-muted-foreground">
        This page is for admins. Your account is an editor account: you can manage the site&apos;s
        content. Ask an admin if you need access.
      </p>
      <Button asChild variant="outline" size="sm" className="mt-2">
        <Link to="/admin">Back to the dashboard</Link>
      </Button>
    </section>
  );
}
