import { queryOptions, useQuery } from '@tanstack/react-query';
import { photoSchema, type Photo } from '@contract/photos';
import { apiClient } from '@/lib/api-client';
import { photoKeys } from './photo-keys';

/** GET /api/photos: every photo, newest first (the admin gallery shows them all). */
export function getPhotos(signal?: AbortSignal): Promise<Photo[]> {
  return apiClient.get('/api/photos', {
    schema: photoSchema.array(),
    fallbackMessage: 'Failed to load the photos.',
    signal,
  });
}

export function getPhotosQueryOptions() {
  return queryOptions({
    queryKey: photoKeys.list(),
    queryFn: ({ signal }) => getPhotos(signal),
  });
}

export function usePhotos() {
  return useQuery(getPhotosQueryOptions());
}
