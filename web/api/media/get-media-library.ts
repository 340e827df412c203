import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  mediaLibraryPageSchema,
  type MediaLibraryPage,
  type MediaLibraryQuery,
} from '@contract/media-library';
import { apiClient } from '@/lib/api-client';
import { mediaKeys } from './media-keys';

const FETCH_MEDIA_FAILED = 'Failed to fetch the media library';

/** GET /api/admin/media: stored images and PDFs, newest first, with where each is used. */
function getMediaLibrary(
  query: MediaLibraryQuery,
  signal?: AbortSignal,
): Promise<MediaLibraryPage> {
  return apiClient.get('/api/admin/media', {
    query: {
      q: query.q,
      kind: query.kind,
      use: query.use,
      page: query.page,
      pageSize: query.pageSize,
    },
    schema: mediaLibraryPageSchema,
    fallbackMessage: FETCH_MEDIA_FAILED,
    signal,
  });
}

function getMediaLibraryQueryOptions(query: MediaLibraryQuery) {
  return queryOptions({
    queryKey: mediaKeys.list(query),
    queryFn: ({ signal }) => getMediaLibrary(query, signal),
  });
}

/** One page of the library; the previous page stays on screen while another search loads. */
export function useMediaLibrary(query: MediaLibraryQuery) {
  return useQuery({ ...getMediaLibraryQueryOptions(query), placeholderData: keepPreviousData });
}
