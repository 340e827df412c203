import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { photoSchema, type Photo } from '@contract/photos';
import { apiClient } from '@/lib/api-client';
import { totalFrom, type AdminListParams, type PagedList } from '@/lib/paged-list';
import { photoKeys } from './photo-keys';
import { FETCH_PHOTOS_FAILED } from './messages';

/** GET /api/photos?q=&page=&pageSize=: one page of photos, newest first, and how many match. */
async function getPhotos(params: AdminListParams, signal?: AbortSignal): Promise<PagedList<Photo>> {
  let total = -1;
  const items = await apiClient.get('/api/photos', {
    query: params,
    schema: photoSchema.array(),
    fallbackMessage: FETCH_PHOTOS_FAILED,
    signal,
    onResponse: (response) => (total = totalFrom(response, -1)),
  });
  return { items, total: total < 0 ? items.length : total };
}

function photosQueryOptions(params: AdminListParams) {
  return queryOptions({
    queryKey: photoKeys.list(params),
    queryFn: ({ signal }) => getPhotos(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The admin gallery's page; the one before stays on screen while the next loads. */
export function usePhotos(params: AdminListParams) {
  return useQuery(photosQueryOptions(params));
}
