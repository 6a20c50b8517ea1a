import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@shared/api/admin-users';
import { api } from '@web/lib/api';
import { adminKeys } from './keys';

export const USERS_PAGE_SIZE = 25;

export function fetchUsers(q: string, offset: number, signal?: AbortSignal): Promise<AdminUserList> {
  return api.get('/api/admin/users', { query: { q, limit: USERS_PAGE_SIZE, offset }, signal });
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
