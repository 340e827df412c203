import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  inboxOpenCountSchema,
  inboxPageSchema,
  type InboxListQuery,
  type InboxOpenCount,
  type InboxPage,
} from '@contract/inbox';
import { apiClient } from '@/lib/api-client';
import { inboxKeys } from './inbox-keys';

const FETCH_INBOX_FAILED = 'Failed to fetch the inbox';

/** GET /api/inbox: applications and messages, newest first. */
function getInbox(query: InboxListQuery, signal?: AbortSignal): Promise<InboxPage> {
  return apiClient.get('/api/inbox', {
    query: {
      kind: query.kind,
      status: query.status,
      q: query.q,
      limit: query.limit,
      page: query.page,
    },
    schema: inboxPageSchema,
    fallbackMessage: FETCH_INBOX_FAILED,
    signal,
  });
}

function getInboxQueryOptions(query: InboxListQuery) {
  return queryOptions({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) => getInbox(query, signal),
  });
}

/** One page of the inbox; the previous page stays on screen while another filter loads. */
export function useInbox(query: InboxListQuery) {
  return useQuery({ ...getInboxQueryOptions(query), placeholderData: keepPreviousData });
}

/** GET /api/inbox/open-count: how many items wait to be handled, for the sidebar's badge. */
function getInboxOpenCount(signal?: AbortSignal): Promise<InboxOpenCount> {
  return apiClient.get('/api/inbox/open-count', {
    schema: inboxOpenCountSchema,
    fallbackMessage: FETCH_INBOX_FAILED,
    signal,
  });
}

function getInboxOpenCountQueryOptions() {
  return queryOptions({
    queryKey: inboxKeys.openCount(),
    queryFn: ({ signal }) => getInboxOpenCount(signal),
  });
}

/** The unhandled count, checked again every minute and whenever the inbox changes. */
export function useInboxOpenCount() {
  return useQuery({ ...getInboxOpenCountQueryOptions(), refetchInterval: 60_000 });
}
