import { z } from 'zod';
import { LEADERBOARD_LIMITS } from '../constants/limits';
import { LEAGUE_MESSAGES } from '../messages';
import { MAX_DB_INT } from './common';

/**
 * The global leaderboard (docs/decisions/0212, docs/game-rules.md §7.6): pages of the stored global rank read
 * by keyset (`after` = the last rank of the previous page), the ten managers either side of me, and a search by
 * the start of a username. Every route needs a signed-in user.
 */

/**
 * A page cursor is the last rank of the page before, in decimal without leading zeros. The global rank is a
 * row number (unique, no gaps), so "ranks after N" never skips or repeats a manager, ties on points included.
 */
const cursor = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, { error: LEAGUE_MESSAGES.leaderboardCursorInvalid })
  .transform(Number)
  .refine((n) => n <= MAX_DB_INT, { error: LEAGUE_MESSAGES.leaderboardCursorInvalid });

export const leaderboardQuerySchema = z.strictObject({ after: cursor.optional() });
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

/** Usernames are letters, digits, `_` and `.` (src/shared/api/auth.ts); anything else can match nobody. */
export const leaderboardSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: LEAGUE_MESSAGES.leaderboardSearchRequired })
    .trim()
    .min(1, { error: LEAGUE_MESSAGES.leaderboardSearchRequired })
    .max(LEADERBOARD_LIMITS.search, { error: LEAGUE_MESSAGES.leaderboardSearchTooLong })
    .regex(/^[A-Za-z0-9_.]+$/, { error: LEAGUE_MESSAGES.leaderboardSearchInvalid }),
});
export type LeaderboardSearchQuery = z.input<typeof leaderboardSearchQuerySchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  username: z.string(),
  teamName: z.string().nullable(),
  points: z.number().int(),
  rallies: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardPageSchema = z.object({
  rows: z.array(leaderboardRowSchema),
  /** The cursor of the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** How many managers are ranked (the last rank). */
  ranked: z.number().int(),
});
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

export const leaderboardAroundMeSchema = z.object({
  /** My row; null while I have no rank (no team, or no publish since I built it). */
  me: leaderboardRowSchema.nullable(),
  /** Up to ten ranks above me, me, and up to ten below, in rank order; empty when I have no rank. */
  rows: z.array(leaderboardRowSchema),
});
export type LeaderboardAroundMe = z.infer<typeof leaderboardAroundMeSchema>;

export const leaderboardSearchResponseSchema = z.object({ rows: z.array(leaderboardRowSchema) });
export type LeaderboardSearchResponse = z.infer<typeof leaderboardSearchResponseSchema>;
