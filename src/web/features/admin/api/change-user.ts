import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@shared/api/admin-users';
import { api } from '@web/lib/api';
import { sessionQueryOptions } from '@web/lib/session';
import { adminKeys } from './keys';

export type UserChange =
  | { kind: 'role'; userId: string; role: 'user' | 'admin' }
  | { kind: 'disable'; userId: string; reason: string | null }
  | { kind: 'enable'; userId: string };

/** The three account actions share one mutation: each answers the account as it now is. */
export function changeUser(change: UserChange): Promise<AdminUser> {
  const params = { id: change.userId };
  if (change.kind === 'role') return api.put('/api/admin/users/:id/role', { params, body: { role: change.role } });
  if (change.kind === 'disable') return api.post('/api/admin/users/:id/disable', { params, body: { reason: change.reason } });
  return api.post('/api/admin/users/:id/enable', { params, body: {} });
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
