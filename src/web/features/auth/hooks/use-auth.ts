import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { applyPreferencesAtSignIn, keepLanguageAtSignUp } from '@web/lib/account-preferences';
import { sessionQueryOptions, type SessionUser } from '@web/lib/session';
import { forgetPrivateAnswers } from '@web/lib/pwa/offline-cache';
import { signIn, signOut, signUp, type LoginInput, type RegisterInput } from '../api/auth-api';

export interface AuthState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** The session check itself failed (server down), as opposed to "signed out". */
  sessionError: unknown;
}

/** Auth state (signed in, signed out, loading) over `GET /api/me`: a user means signed in; 401 means signed out. */
export function useAuth(): AuthState {
  const query = useQuery(sessionQueryOptions);
  const user = query.data ?? null;
  return {
    user,
    isAuthenticated: user !== null,
    // `paused` (offline) still counts as loading so a flaky network never looks like a sign-out.
    isLoading: query.isPending && query.fetchStatus !== 'idle',
    sessionError: query.error,
  };
}

async function refreshSession(queryClient: QueryClient): Promise<void> {
  // Wait for the refetch so the guards see the new user before the page navigates.
  await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }, { throwOnError: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => signIn(input),
    onSuccess: async () => {
      await refreshSession(queryClient);
      await applyPreferencesAtSignIn(queryClient);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => signUp(input),
    onSuccess: async () => {
      await refreshSession(queryClient);
      await keepLanguageAtSignUp(queryClient);
    },
  });
}

/** Lets the shell tell "just signed out" from "session expired" while the redirect happens. */
export const LOGOUT_MUTATION_KEY = ['auth', 'logout'] as const;

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: LOGOUT_MUTATION_KEY,
    mutationFn: async () => {
      // While still signed in: this device's push notices stop with the session (decision 0215). Loaded here,
      // not with the shell: every page's first load carries the shell.
      await import('@web/lib/pwa/push-off').then((m) => m.endPushOnThisDevice()).catch(() => undefined);
      await signOut();
    },
    onSuccess: async () => {
      // The answers kept for offline use go too (decision 0215), before anything is asked again.
      await forgetPrivateAnswers();
      queryClient.setQueryData(sessionQueryOptions.queryKey, null);
      // Drop everything cached for the previous user so the next one never sees it.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0],
      });
      await refreshSession(queryClient);
    },
  });
}
