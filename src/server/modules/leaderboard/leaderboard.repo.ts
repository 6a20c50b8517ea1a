import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LeaderboardRow } from '@shared/api/leaderboard';

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/**
 * Reads of the stored global rank (user_statistics.global_rank, written at every publish: docs/game-rules.md
 * §7.6). Every read walks the partial index user_statistics_global_rank_idx from a known rank (keyset), so a
 * page deep in a million managers costs what the first one does; none uses OFFSET (docs/decisions/0212).
 */
const rowColumns = sql`s.global_rank AS rank, s.user_id AS "userId", u.username, ft.name AS "teamName",
  s.total_points AS points, s.rallies_participated AS rallies`;
const rowJoins = sql`JOIN users u ON u.id = s.user_id LEFT JOIN fantasy_teams ft ON ft.user_id = s.user_id`;

async function leaderboardRows(db: Db, query: SQL): Promise<LeaderboardRow[]> {
  return rowsOf<LeaderboardRow>(await db.execute(query)).map((r) => ({
    ...r,
    rank: Number(r.rank),
    points: Number(r.points),
    rallies: Number(r.rallies),
  }));
}

/** Up to `limit` ranked managers after rank `after` (0: from the top), best first. */
export async function ranksAfter(db: Db, after: number, limit: number): Promise<LeaderboardRow[]> {
  return leaderboardRows(
    db,
    sql`SELECT ${rowColumns} FROM user_statistics s ${rowJoins}
        WHERE s.global_rank > ${after} ORDER BY s.global_rank LIMIT ${limit}`,
  );
}

/** The ranked managers from rank `from` to rank `to`, best first. */
export async function ranksBetween(db: Db, from: number, to: number): Promise<LeaderboardRow[]> {
  return leaderboardRows(
    db,
    sql`SELECT ${rowColumns} FROM user_statistics s ${rowJoins}
        WHERE s.global_rank BETWEEN ${from} AND ${to} ORDER BY s.global_rank`,
  );
}

/** The manager's stored rank; null when unranked or unknown. */
export async function rankOf(db: Db, userId: string): Promise<number | null> {
  const [row] = rowsOf<{ rank: number | null }>(
    await db.execute(sql`SELECT global_rank AS rank FROM user_statistics WHERE user_id = ${userId}`),
  );
  return row?.rank === null || row?.rank === undefined ? null : Number(row.rank);
}

/** The last rank given: how many managers are ranked (ranks are 1…N row numbers), read off the index's end. */
export async function lastRank(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number | null }>(await db.execute(sql`SELECT max(global_rank) AS n FROM user_statistics`));
  return Number(row?.n ?? 0);
}

/** `%`, `_` and the escape itself stand for themselves in a LIKE pattern only when escaped. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Ranked managers whose username starts with `prefix` (usernames are stored lower-case by the sign-up, so the
 * prefix is lower-cased), alphabetical so an exact name comes first, at most `limit`. The prefix walks
 * users_username_c_idx (byte order: a LIKE prefix and this order, under any collation) and stops at `limit`.
 */
export async function searchByUsername(db: Db, prefix: string, limit: number): Promise<LeaderboardRow[]> {
  return leaderboardRows(
    db,
    sql`SELECT ${rowColumns} FROM users u
        JOIN user_statistics s ON s.user_id = u.id AND s.global_rank IS NOT NULL
        LEFT JOIN fantasy_teams ft ON ft.user_id = s.user_id
        WHERE (u.username COLLATE "C") LIKE ${likePrefix(prefix.toLowerCase())} ESCAPE '\\'
        ORDER BY u.username COLLATE "C" LIMIT ${limit}`,
  );
}
