import type { Db } from '../../db/client';
import { LEADERBOARD_LIMITS } from '@shared/constants/limits';
import type { LeaderboardAroundMe, LeaderboardPage, LeaderboardRow } from '@shared/api/leaderboard';
import { lastRank, rankOf, ranksAfter, ranksBetween, searchByUsername } from './leaderboard.repo';

/**
 * A page of the global leaderboard after rank `after` (0: the top). One row more than a page is read to know
 * whether another page follows; its cursor is the last rank shown, so the next page starts right after it.
 */
export async function leaderboardPage(db: Db, after: number): Promise<LeaderboardPage> {
  const [rows, ranked] = await Promise.all([ranksAfter(db, after, LEADERBOARD_LIMITS.pageSize + 1), lastRank(db)]);
  const page = rows.slice(0, LEADERBOARD_LIMITS.pageSize);
  const more = rows.length > LEADERBOARD_LIMITS.pageSize;
  return { rows: page, nextCursor: more ? String(page.at(-1)!.rank) : null, ranked };
}

/** Ten ranks above me, me and ten below (fewer at the top and the bottom); nothing while I am unranked. */
export async function aroundMe(db: Db, userId: string): Promise<LeaderboardAroundMe> {
  const rank = await rankOf(db, userId);
  if (rank === null) return { me: null, rows: [] };
  const n = LEADERBOARD_LIMITS.neighbours;
  const rows = await ranksBetween(db, Math.max(1, rank - n), rank + n);
  return { me: rows.find((r) => r.userId === userId) ?? null, rows };
}

export async function searchLeaderboard(db: Db, q: string): Promise<LeaderboardRow[]> {
  return searchByUsername(db, q, LEADERBOARD_LIMITS.searchResults);
}
