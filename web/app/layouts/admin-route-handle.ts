/**
 * What a route under /admin may declare in its `handle`. Kept apart from the sidebar so the route
 * table can use it without pulling admin code into the public bundle.
 */
export type AdminRouteHandle = { adminOnly?: boolean };

/** `handle` for admin pages editors may not open: `{ path: 'users', handle: adminOnlyRoute, … }`. */
export const adminOnlyRoute: AdminRouteHandle = { adminOnly: true };

export function isAdminOnlyHandle(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && (handle as AdminRouteHandle).adminOnly === true
  );
}
