import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimetableClass } from '@contract/timetable';
import { apiClient } from '@/lib/api-client';
import { applyListChange } from '@/lib/list-change';
import { withStoreMessage } from '@/lib/store-message';
import { timetableKeys } from './timetable-keys';

/** DELETE /api/timetable/:id. No confirmation (spec §5): the admin offers Undo instead. */
async function deleteClass(entry: TimetableClass): Promise<TimetableClass> {
  await apiClient
    .delete(`/api/timetable/${encodeURIComponent(entry._id)}`)
    .catch(withStoreMessage('Failed to delete class'));
  return entry;
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClass,
    onSuccess: async (deleted) => {
      await applyListChange(queryClient, timetableKeys.all, { deleted: deleted._id });
      // The class may be one of the next semester's draft, which the review reads again.
      await queryClient.invalidateQueries({ queryKey: timetableKeys.draft() });
    },
  });
}
