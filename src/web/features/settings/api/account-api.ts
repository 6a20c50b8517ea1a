import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings, DeleteAccountBody, UpdateSettingsBody } from '@shared/api/account';
import { accountSettingsQueryOptions } from '@web/lib/account-preferences';
import { api } from '@web/lib/api';
import { sessionQueryOptions } from '@web/lib/session';

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions);
}

export function updateSettings(body: UpdateSettingsBody): Promise<AccountSettings> {
  return api.patch('/api/me/settings', { body });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(accountSettingsQueryOptions.queryKey, settings);
      // The username shows in the header's user menu.
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
  });
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api.post('/api/auth/change-password', { body }),
  });
}

/** After a deletion the caller drops every cached query itself (it also leaves the signed-in area). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.post('/api/me/delete', { body }),
  });
}

export const EXPORT_URL = '/api/me/export';
