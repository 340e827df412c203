import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { photoSchema, type Photo, type photoUpdateSchema } from '@contract/photos';
import { apiClient } from '@/lib/api-client';
import { editPagedLists } from '@/lib/paged-list';
import { photoKeys } from './photo-keys';

type PhotoChanges = z.input<typeof photoUpdateSchema>;

/** PUT /api/photos/:id with JSON {name, label, category, alt}; answers the updated photo. */
function updatePhoto({ id, ...changes }: PhotoChanges & { id: string }): Promise<Photo> {
  return apiClient.put(`/api/photos/${encodeURIComponent(id)}`, changes, {
    schema: photoSchema,
    fallbackMessage: 'Failed to update photo.',
  });
}

/**
 * The admin list takes the server's answer in place of the old photo (spec section 4); the public
 * pages, whose collections may have changed, are fetched again.
 */
export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    onSuccess: (saved) => {
      void editPagedLists(queryClient, photoKeys.list().slice(0, 2), { updated: saved });
      return queryClient.invalidateQueries({
        queryKey: [...photoKeys.all, 'pages'],
      });
    },
  });
}
