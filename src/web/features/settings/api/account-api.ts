import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings, DeleteAccountBody, UpdateSettingsBody } from '@shared/api/account';
import { accountSettingsQueryOptions } from '@web/lib/account-preferences';
import { apiClient } from '@web/lib/api-client';
import { sessionQueryOptions } from '@web/lib/session';

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions);
}

export function updateSettings(body: UpdateSettingsBody): Promise<AccountSettings> {
  return apiClient.patch<AccountSettings>('/api/me/settings', body);
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
    mutationFn: (body: ChangePasswordInput) => apiClient.post<unknown>('/api/auth/change-password', body),
  });
}

/** After a deletion the caller drops every cached query itself (it also leaves the signed-in area). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiClient.post<{ deleted: true }>('/api/me/delete', body),
  });
}

export const EXPORT_URL = '/api/me/export';
