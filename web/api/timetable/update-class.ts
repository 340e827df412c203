import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  timetableClassSchema,
  type TimetableClass,
  type TimetableClassUpdate,
} from '@contract/timetable';
import { apiClient } from '@/lib/api-client';
import { applyListChange } from '@/lib/list-change';
import { timetableKeys } from './timetable-keys';
import { classWriteError } from './class-write';

type UpdateClassInput = { id: string; values: TimetableClassUpdate; allowClash?: boolean };

/** PATCH /api/timetable/:id with the id in the body too; 409 on a clash unless `allowClash`. */
function updateClass({ id, values, allowClash }: UpdateClassInput): Promise<TimetableClass> {
  return apiClient
    .patch(
      `/api/timetable/${encodeURIComponent(id)}`,
      { id, ...values },
      { schema: timetableClassSchema, query: { allowClash: allowClash ? 'true' : undefined } },
    )
    .catch(classWriteError('Failed to update class'));
}

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClass,
    onSuccess: async (updated) => {
      await applyListChange(queryClient, timetableKeys.all, { updated });
      // The class may be one of the next semester's draft, which the review reads again.
      await queryClient.invalidateQueries({ queryKey: timetableKeys.draft() });
    },
  });
}
