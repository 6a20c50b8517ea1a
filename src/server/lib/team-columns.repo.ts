import { getTableColumns, sql } from 'drizzle-orm';
import { fantasyTeams } from '../db/schema/index';

/**
 * A fantasy team as every reader shows it: its own columns and its season points, which the engine keeps in
 * user_statistics.team_points beside the manager's other season totals (docs/decisions/0179). One primary-key
 * probe per team; 0 before the manager's first scored event.
 */
export const teamColumns = {
  ...getTableColumns(fantasyTeams),
  // Qualified by hand: in an INSERT's RETURNING drizzle leaves the column bare, and a bare user_id inside the
  // subquery would be user_statistics' own.
  points: sql<number>`coalesce((SELECT us.team_points FROM user_statistics us WHERE us.user_id = "fantasy_teams"."user_id"), 0)`
    .mapWith(Number)
    .as('points'),
};

export type TeamWithPoints = typeof fantasyTeams.$inferSelect & { points: number };
