import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  pages: () => [...leaderboardKeys.all, 'pages'] as const,
  me: () => [...leaderboardKeys.all, 'me'] as const,
  search: (q: string) => [...leaderboardKeys.all, 'search', q] as const,
};

/** The table from the top, a page of 100 at a time: each next page starts after the last rank shown (keyset). */
export function useLeaderboardPages() {
  return useInfiniteQuery({
    queryKey: leaderboardKeys.pages(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => api.get('/api/leaderboard', { query: { after: pageParam || undefined }, signal }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useLeaderboardAroundMe() {
  return useQuery({
    queryKey: leaderboardKeys.me(),
    queryFn: ({ signal }) => api.get('/api/leaderboard/me', { signal }),
  });
}

/** Asked only for a search the server accepts (the page checks it first, in the player's language). */
export function useLeaderboardSearch(q: string) {
  return useQuery({
    queryKey: leaderboardKeys.search(q),
    queryFn: async ({ signal }) =>
      (await api.get('/api/leaderboard/search', { query: { q }, signal })).rows,
    enabled: q.length > 0,
    retry: false,
  });
}
