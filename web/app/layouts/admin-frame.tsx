import '@/lib/zod-setup';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { Toaster } from '@/components/ui/sonner';
import { authKeys } from '@/api/auth/auth-keys';
import { createQueryClient } from '@/lib/query-client';
import type { RouteHandle } from '../root';
import type { Route } from './+types/admin-frame';

export function loader({ context }: Route.LoaderArgs) {
  return { staff: context.staff };
}

// The admin is used on a desk, and nothing in it works before its scripts: they load at once.
export const handle: RouteHandle = { scriptsAtOnce: true };

// Signing in and out is followed by the 'me' query; the layout's loader checks on every page.
export const shouldRevalidate = () => false;

/**
 * Around every /admin route, the sign-in page included: the admin's data cache (the admin reads
 * and writes through the API in the browser), the toast region (it outlives the move from a page to
 * the sign-in page, so 'Signed out' stays visible) and the navigation progress bar.
 */
export default function AdminFrame({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Who is signed in is known from the server: no request, and no spinner, to find it out.
    client.setQueryData(authKeys.me, loaderData.staff);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <div className="min-h-svh bg-background">
        <NavigationProgress />
        <Outlet />
        <Toaster />
      </div>
    </QueryClientProvider>
  );
}
