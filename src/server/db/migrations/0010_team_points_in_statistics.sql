-- A team's season points move from fantasy_teams.points to user_statistics.team_points (docs/decisions/0179):
-- the engine writes every season total of a manager in one pass over one table instead of a second
-- million-row UPDATE of fantasy_teams. Readers take the points with the team (src/server/lib/team-columns.repo.ts).
ALTER TABLE "user_statistics" ADD COLUMN "team_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "user_statistics" us SET "team_points" = ft."points" FROM "fantasy_teams" ft WHERE ft."user_id" = us."user_id" AND ft."points" <> 0;--> statement-breakpoint
INSERT INTO "user_statistics" ("user_id", "team_points")
  SELECT ft."user_id", ft."points" FROM "fantasy_teams" ft
  WHERE ft."points" <> 0 AND NOT EXISTS (SELECT 1 FROM "user_statistics" us WHERE us."user_id" = ft."user_id");--> statement-breakpoint
ALTER TABLE "fantasy_teams" DROP COLUMN "points";--> statement-breakpoint
-- The cached team reads (docs/decisions/0174) carry these points: any write of the table drops them all,
-- as a publish's UPDATE of fantasy_teams did before (one notification per statement).
CREATE FUNCTION rally_notify_all_teams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rally_changes', 'teams');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_statistics_notify_write AFTER INSERT OR UPDATE OR DELETE ON "user_statistics"
  FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_all_teams();--> statement-breakpoint
CREATE TRIGGER user_statistics_notify_truncate AFTER TRUNCATE ON "user_statistics"
  FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_all_teams();
