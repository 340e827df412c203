import type { StaffUser } from '@contract/auth';

/**
 * A staff preview: `?preview=1` with a staff session opens a news item's or event's page while it
 * is a draft or scheduled (ADR 0020). Without a session the parameter is ignored: the page is the
 * public one (404 for what is not public). A session's request never reaches the public cache;
 * the answer also says private, no-store, so no browser or proxy keeps it either.
 */
export const isStaffPreview = (request: Request, staff: StaffUser | null): boolean =>
  staff !== null && new URL(request.url).searchParams.has('preview');

export const previewHeaders = { 'cache-control': 'private, no-store' };
