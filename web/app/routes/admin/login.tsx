import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useMe } from '@/api/auth/get-me';
import { AtomIcon } from '@/components/layout/atom-icon';
import { PageFallback } from '@/components/layout/page-fallback';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { safeNextPath } from '@/features/auth/next-path';
import { useSite } from '@/lib/site';
import { adminMeta } from '../../layouts/admin-meta';

export const meta = adminMeta('Sign in');

/**
 * /admin/login. Signed-in staff (already, or just now) go on to `next` when it is a same-site path,
 * otherwise to the dashboard.
 */
export default function AdminLogin() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const me = useMe();
  const site = useSite();

  if (me.data) return <Navigate to={next} replace />;
  if (me.isPending) return <PageFallback />;

  return (
    <main
      id="admin-main"
      className="flex min-h-svh flex-col items-center justify-center bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-primary-100),transparent)] px-4 py-10"
    >
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <AtomIcon className="size-12" />
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-foreground">Staff sign in</h1>
            <p className="mt-1 text-sm text-muted-foreground">{site.name}</p>
          </div>
        </div>
        <div className="rounded-card border border-border bg-card p-5 shadow-card sm:p-6">
          <SignInForm />
        </div>
        <p className="mt-6 text-center text-sm">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-md font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to the site
          </Link>
        </p>
      </div>
    </main>
  );
}
