import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  timetableClassSchema,
  type TimetableClass,
  type TimetableClassCreate,
} from '@contract/timetable';
import { apiClient } from '@/lib/api-client';
import { applyListChange } from '@/lib/list-change';
import { timetableKeys } from './timetable-keys';
import { classWriteError } from './class-write';

type CreateClassInput = {
  values: TimetableClassCreate;
  allowClash?: boolean;
  /** Into the next semester's draft under review instead of the timetable. */
  draft?: boolean;
};

/** POST /api/timetable (or /api/timetable/draft); 409 when the class clashes, unless `allowClash`. */
function createClass({ values, allowClash, draft }: CreateClassInput): Promise<TimetableClass> {
  return apiClient
    .post(draft ? '/api/timetable/draft' : '/api/timetable', values, {
      schema: timetableClassSchema,
      query: { allowClash: allowClash ? 'true' : undefined },
    })
    .catch(classWriteError('Failed to add class'));
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: (created, { draft }) => {
      if (!draft) return applyListChange(queryClient, timetableKeys.all, { created });
      // A draft class is in the review's list only, never in the timetable's.
      queryClient.setQueryData<TimetableClass[]>(timetableKeys.draft(), (items) =>
        items ? [...items, created] : items,
      );
      return queryClient.invalidateQueries({ queryKey: timetableKeys.draft() });
    },
  });
}
