DROP INDEX "manager_event_scores_season_idx";--> statement-breakpoint
CREATE INDEX "manager_event_scores_user_idx" ON "manager_event_scores" USING btree ("user_id");