import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@shared/constants/enums';
import { apiClient, isApiError } from './api-client';

/**
 * The signed-in user as `GET /api/me` returns it (spec §3 "Session user").
 * It lives in lib/ rather than features/auth because the shell and several features
 * (dashboard greeting, profile, admin links) read it, and features must not import each other.
 */
export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
  avatarUrl: string | null;
  role: Role;
  is_admin: boolean;
}

interface MeResponse {
  user: SessionUser;
}

export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const body = await apiClient.get<MeResponse>('/api/me', { signal });
    return body.user;
  } catch (error) {
    // 401 is the normal answer for a visitor: signed out, not an error.
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session', 'me'] as const,
  queryFn: ({ signal }) => fetchSessionUser(signal),
  staleTime: 60_000,
});

/** Read-only view of the session for anything that only needs to know who is signed in. */
export function useSessionUser(): { user: SessionUser | null; isLoading: boolean } {
  const query = useQuery(sessionQueryOptions);
  return { user: query.data ?? null, isLoading: query.isPending && query.fetchStatus !== 'idle' };
}
