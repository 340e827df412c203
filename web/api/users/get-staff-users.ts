import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffUserListSchema, type StaffListUser } from '@contract/auth';
import { apiClient } from '@/lib/api-client';
import { staffUserKeys } from './staff-user-keys';

/** GET /api/users: every staff account (admins only). */
async function getStaffUsers(signal?: AbortSignal): Promise<StaffListUser[]> {
  const { users } = await apiClient.get('/api/users', {
    schema: staffUserListSchema,
    fallbackMessage: 'Failed to load the staff accounts',
    signal,
  });
  return users;
}

function getStaffUsersQueryOptions() {
  return queryOptions({
    queryKey: staffUserKeys.all,
    queryFn: ({ signal }) => getStaffUsers(signal),
  });
}

export function useStaffUsers() {
  return useQuery(getStaffUsersQueryOptions());
}
