-- Action achievements (First Team, Full Garage, Crystal Ball, League Founder, Social Racer, Budget Master)
-- are now awarded at the action itself, no longer by the publish (docs/decisions/0179). This catches up the
-- players who acted since the last publish of an installation, once; the statement is the unfiltered form
-- of src/server/lib/action-achievements.repo.ts at the time of this migration.
INSERT INTO user_achievements (user_id, achievement_id, earned_at)
SELECT user_id, achievement_id, earned_at FROM (
  SELECT user_id, 'first-team' AS achievement_id, created_at AS earned_at FROM fantasy_teams
  UNION ALL
  SELECT ft.user_id, 'full-garage', max(ftd.purchase_date) FROM fantasy_team_drivers ftd
    JOIN fantasy_teams ft ON ft.id = ftd.team_id GROUP BY ft.user_id HAVING count(*) >= 5
  UNION ALL
  SELECT user_id, 'crystal-ball', min(created_at) FROM predictions GROUP BY user_id
  UNION ALL
  SELECT created_by, 'league-founder', min(created_at) FROM leagues WHERE created_by IS NOT NULL GROUP BY created_by
  UNION ALL
  SELECT user_id, 'social-racer', joined_at FROM (
    SELECT user_id, joined_at, row_number() OVER (PARTITION BY user_id ORDER BY joined_at) AS n FROM league_members
  ) j WHERE n = 3
  UNION ALL
  SELECT user_id, 'budget-master', updated_at FROM fantasy_teams WHERE spent_budget >= 9500000
) a
WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id)
  AND NOT EXISTS (SELECT 1 FROM user_achievements ua WHERE ua.user_id = a.user_id AND ua.achievement_id = a.achievement_id)
ORDER BY a.user_id, a.achievement_id;
