import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse, SessionUserDto } from '@shared/api/me';
import { apiClient, isApiError } from './api-client';

/**
 * The signed-in user as `GET /api/me` returns it (spec §3 "Session user"), typed from the shared schema.
 * It lives in lib/ because the shell and several features (dashboard greeting, profile, admin links) read it.
 */
export type SessionUser = SessionUserDto;

export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  // `/api/session` answers a visitor with `{ user: null }` (200), so signed-out pages log no 401.
  try {
    const body = await apiClient.get<SessionResponse>('/api/session', { signal });
    return body.user;
  } catch (error) {
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
