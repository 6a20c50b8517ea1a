import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@shared/api/admin-users';
import { apiClient } from '@web/lib/api-client';
import { sessionQueryOptions } from '@web/lib/session';
import { adminKeys } from './keys';

export type UserChange =
  | { kind: 'role'; userId: string; role: 'user' | 'admin' }
  | { kind: 'disable'; userId: string; reason: string | null }
  | { kind: 'enable'; userId: string };

/** The three account actions share one mutation: each answers the account as it now is. */
export function changeUser(change: UserChange): Promise<AdminUser> {
  const base = `/api/admin/users/${encodeURIComponent(change.userId)}`;
  if (change.kind === 'role') return apiClient.put<AdminUser>(`${base}/role`, { role: change.role });
  if (change.kind === 'disable') return apiClient.post<AdminUser>(`${base}/disable`, { reason: change.reason });
  return apiClient.post<AdminUser>(`${base}/enable`, {});
}

export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.usersAll() });
      // Stepping down changes the caller's own rights.
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
  });
}
