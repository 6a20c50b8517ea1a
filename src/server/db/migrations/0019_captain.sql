CREATE TABLE "captain_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"named_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "captain_history_interval" CHECK ("captain_history"."cleared_at" IS NULL OR "captain_history"."cleared_at" >= "captain_history"."named_at")
);
--> statement-breakpoint
ALTER TABLE "captain_history" ADD CONSTRAINT "captain_history_team_id_fantasy_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_history" ADD CONSTRAINT "captain_history_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captain_history_team_idx" ON "captain_history" USING btree ("team_id","named_at");--> statement-breakpoint
CREATE UNIQUE INDEX "captain_history_one_open" ON "captain_history" USING btree ("team_id") WHERE "captain_history"."cleared_at" IS NULL;
--> statement-breakpoint
-- The team read kept in memory per user shows the captain (docs/decisions/0174): a captain change notifies
-- 'team:<user id>' like a change of the team's drivers.
CREATE TRIGGER captain_history_notify_insert AFTER INSERT ON captain_history REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_teams();
--> statement-breakpoint
CREATE TRIGGER captain_history_notify_update AFTER UPDATE ON captain_history REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_teams();
--> statement-breakpoint
CREATE TRIGGER captain_history_notify_delete AFTER DELETE ON captain_history REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_teams();
--> statement-breakpoint
CREATE TRIGGER captain_history_notify_truncate AFTER TRUNCATE ON captain_history FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_teams();
