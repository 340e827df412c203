import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inboxPageSchema, type InboxListQuery, type InboxPage } from '@contract/inbox';
import { apiClient } from '@/lib/api-client';
import { inboxKeys } from './inbox-keys';

export const FETCH_INBOX_FAILED = 'Failed to fetch the inbox';

/** GET /api/inbox: applications and messages, newest first. */
export function getInbox(query: InboxListQuery, signal?: AbortSignal): Promise<InboxPage> {
  return apiClient.get('/api/inbox', {
    query: { kind: query.kind, status: query.status, limit: query.limit, page: query.page },
    schema: inboxPageSchema,
    fallbackMessage: FETCH_INBOX_FAILED,
    signal,
  });
}

export function getInboxQueryOptions(query: InboxListQuery) {
  return queryOptions({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) => getInbox(query, signal),
  });
}

/** One page of the inbox; the previous page stays on screen while another filter loads. */
export function useInbox(query: InboxListQuery) {
  return useQuery({ ...getInboxQueryOptions(query), placeholderData: keepPreviousData });
}
