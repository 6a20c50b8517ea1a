import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestPasswordResetBody, ResetPasswordBody } from '@shared/api/account';
import { apiClient } from '@web/lib/api-client';
import { sessionQueryOptions } from '@web/lib/session';

export function requestPasswordReset(body: RequestPasswordResetBody): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/auth/request-password-reset', body);
}

export function resetPassword(body: ResetPasswordBody): Promise<{ status: boolean }> {
  return apiClient.post<{ status: boolean }>('/api/auth/reset-password', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The reset ended every session, this browser's too if it was signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
  });
}
