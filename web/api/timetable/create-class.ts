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

type CreateClassInput = { values: TimetableClassCreate; allowClash?: boolean };

/** POST /api/timetable; 409 when the class clashes, unless `allowClash`. */
function createClass({ values, allowClash }: CreateClassInput): Promise<TimetableClass> {
  return apiClient
    .post('/api/timetable', values, {
      schema: timetableClassSchema,
      query: { allowClash: allowClash ? 'true' : undefined },
    })
    .catch(classWriteError('Failed to add class'));
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: (created) => applyListChange(queryClient, timetableKeys.all, { created }),
  });
}
