import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@shared/api/admin-users';
import { apiClient } from '@web/lib/api-client';
import { adminKeys } from './keys';

export const USERS_PAGE_SIZE = 25;

export function fetchUsers(q: string, offset: number, signal?: AbortSignal): Promise<AdminUserList> {
  const params = new URLSearchParams({ q, limit: String(USERS_PAGE_SIZE), offset: String(offset) });
  return apiClient.get<AdminUserList>(`/api/admin/users?${params.toString()}`, { signal });
}

export const usersQueryOptions = (q: string, offset: number) =>
  queryOptions({
    queryKey: adminKeys.users(q, offset),
    queryFn: ({ signal }) => fetchUsers(q, offset, signal),
    // Keep the last page on screen while the next search loads, instead of flashing a skeleton per keystroke.
    placeholderData: keepPreviousData,
  });

export function useUsers(q: string, offset: number) {
  return useQuery(usersQueryOptions(q, offset));
}
