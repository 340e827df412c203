import type { QueryClient } from '@tanstack/react-query';
import type { Photo } from '@contract/photos';
import { apiClient } from '@/lib/api-client';
import { editPagedLists } from '@/lib/paged-list';
import { photoKeys } from './photo-keys';

/** DELETE /api/photos/:id. The stored file goes with it, so this cannot be undone. */
export async function deletePhoto(id: string): Promise<void> {
  await apiClient.delete(`/api/photos/${encodeURIComponent(id)}`, {
    fallbackMessage: 'Failed to delete photo.',
  });
}

/** After a delete: out of the admin list at once, and every other photo query refreshed. */
export async function forgetPhoto(queryClient: QueryClient, id: string): Promise<void> {
  void editPagedLists<Photo>(queryClient, photoKeys.list().slice(0, 2), { deleted: id });
  await queryClient.invalidateQueries({ queryKey: photoKeys.all });
}

/**
 * Sends the delete even while the page is being closed (a pending delete whose Undo window was cut
 * short): keepalive lets the request outlive the page.
 */
export function deletePhotoOnExit(id: string): void {
  void fetch(`/api/photos/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    credentials: 'same-origin',
    keepalive: true,
    headers: { Accept: 'application/json' },
  }).catch(() => undefined);
}
