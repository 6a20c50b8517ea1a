import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PrerenderAudience } from '@shared/prerendered-pages';
import type { SessionUserDto } from '@shared/api/me';
import { api } from '@web/lib/api';
import { isApiError } from './api-client';

/**
 * The signed-in user as `GET /api/me` returns it (the session user), typed from the shared schema.
 * It lives in lib/ because the shell and several features (dashboard greeting, profile, admin links) read it.
 */
export type SessionUser = SessionUserDto;

export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  // `/api/session` answers a visitor with `{ user: null }` (200), so signed-out pages log no 401.
  try {
    const body = await api.get('/api/session', { signal });
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

/**
 * True when the server sent this page prerendered for a signed-in player (src/shared/prerendered-pages.ts): it
 * checked the session before answering, so the signed-in shell and the page may draw while the session's own
 * answer is on its way, instead of a full-screen loader.
 */
let sessionVouched = false;

export function isSessionVouched(): boolean {
  return sessionVouched;
}

/**
 * Sets the session up the way a prerendered page was drawn, before the page is drawn again (main.tsx, then
 * prerender-entry.tsx for each page): a visitor's page was sent only without a session cookie, so nobody is
 * signed in and no session check is needed; a player's page was sent only for a session the server had just
 * checked. Anything else starts with the session check. Both callers start from an empty cache.
 */
export function startSession(queryClient: QueryClient, audience: PrerenderAudience | null): void {
  sessionVouched = audience === 'player';
  if (audience === 'visitor') queryClient.setQueryData(sessionQueryOptions.queryKey, null);
}
