-- The tables the engine writes a row per manager into keep only their primary keys (docs/decisions/0103):
-- each foreign key is a trigger call per row and each index a random insert per row, which at a million
-- managers cost more than the scoring itself. Account deletion removes these rows explicitly
-- (deleteUnlinkedRows); no reader used the dropped indexes (ranks and team points are read per user).
ALTER TABLE "user_achievements" DROP CONSTRAINT "user_achievements_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_achievements" DROP CONSTRAINT "user_achievements_achievement_id_achievements_id_fk";
--> statement-breakpoint
ALTER TABLE "user_statistics" DROP CONSTRAINT "user_statistics_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "prediction_performance" DROP CONSTRAINT "prediction_performance_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "user_achievements_user_earned_idx";--> statement-breakpoint
DROP INDEX "user_statistics_rank_idx";--> statement-breakpoint
DROP INDEX "fantasy_teams_points_idx";