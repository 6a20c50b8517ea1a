import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/**
 * The achievements a player earns by doing something (docs/game-rules.md §11.1): First Team, Full Garage, Crystal Ball,
 * League Founder, Social Racer and Budget Master. They are awarded at the action itself — by the route
 * that creates the team, buys the driver, saves the prediction, creates or joins the league, inside its
 * transaction — so the badge shows at once and a publish never has to look at a million managers' past
 * actions (docs/decisions/0179). The score achievements (Perfect Podium, Century, Rally Winner, Ever
 * Present) stay with the engine's publish.
 *
 * Each is earned once (primary key) and dated by the fact that earned it. `userIds` limits the check to
 * those players; without it every player is checked (installations and fixtures that wrote their rows
 * directly). Only what is newly earned is written.
 */
export async function awardActionAchievements(db: Db | Tx, userIds?: readonly string[]): Promise<number> {
  if (userIds?.length === 0) return 0;
  const only = (column: string): SQL =>
    userIds
      ? sql`${sql.raw(column)} IN (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`TRUE`;
  const res = (await db.execute(
    sql`INSERT INTO user_achievements (user_id, achievement_id, earned_at)
        SELECT user_id, achievement_id, earned_at FROM (
          SELECT user_id, 'first-team' AS achievement_id, created_at AS earned_at FROM fantasy_teams
            WHERE ${only('user_id')}
          UNION ALL
          SELECT ft.user_id, 'full-garage', max(ftd.purchase_date) FROM fantasy_team_drivers ftd
            JOIN fantasy_teams ft ON ft.id = ftd.team_id WHERE ${only('ft.user_id')}
            GROUP BY ft.user_id HAVING count(*) >= 5
          UNION ALL
          SELECT user_id, 'crystal-ball', min(created_at) FROM predictions WHERE ${only('user_id')} GROUP BY user_id
          UNION ALL
          SELECT created_by, 'league-founder', min(created_at) FROM leagues
            WHERE created_by IS NOT NULL AND ${only('created_by')} GROUP BY created_by
          UNION ALL
          SELECT user_id, 'social-racer', joined_at FROM (
            SELECT user_id, joined_at, row_number() OVER (PARTITION BY user_id ORDER BY joined_at) AS n
            FROM league_members WHERE ${only('user_id')}
          ) j WHERE n = 3
          UNION ALL
          SELECT user_id, 'budget-master', updated_at FROM fantasy_teams
            WHERE spent_budget >= 9500000 AND ${only('user_id')}
        ) a
        WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id)
          AND NOT EXISTS (SELECT 1 FROM user_achievements ua
                          WHERE ua.user_id = a.user_id AND ua.achievement_id = a.achievement_id)
        ORDER BY a.user_id, a.achievement_id`,
  )) as { rowCount?: number | null; affectedRows?: number };
  return Number(res.rowCount ?? res.affectedRows ?? 0);
}
