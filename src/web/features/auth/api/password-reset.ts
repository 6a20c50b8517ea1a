import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestPasswordResetBody, ResetPasswordBody } from '@shared/api/account';
import { api } from '@web/lib/api';
import { sessionQueryOptions } from '@web/lib/session';

export function requestPasswordReset(body: RequestPasswordResetBody): Promise<{ message: string }> {
  return api.post('/api/auth/request-password-reset', { body });
}

export function resetPassword(body: ResetPasswordBody): Promise<{ status: boolean }> {
  return api.post('/api/auth/reset-password', { body });
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
