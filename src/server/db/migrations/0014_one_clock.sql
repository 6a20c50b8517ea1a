CREATE TABLE "app_clock" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"frozen_at" timestamp with time zone,
	CONSTRAINT "app_clock_one_row" CHECK ("app_clock"."id")
);
--> statement-breakpoint
-- One clock for every statement (docs/decisions/0184-one-clock.md): the real time, moved by the row's
-- offset or replaced by its frozen instant. Only tests write the row; in production it reads 0 / NULL.
INSERT INTO "app_clock" DEFAULT VALUES;
--> statement-breakpoint
-- The transaction's time, as now(). Not inlined by the planner (it reads a table): a statement that needs it
-- on many rows takes it once, as `(SELECT app_now())`.
CREATE FUNCTION app_now() RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT coalesce(c.frozen_at, now() + c.offset_ms * interval '1 millisecond') FROM app_clock c), now())
$$;
--> statement-breakpoint
-- The time at the call, as clock_timestamp(): the locks compare the start with the moment of the write.
CREATE FUNCTION app_clock_timestamp() RETURNS timestamptz LANGUAGE sql VOLATILE AS $$
  SELECT coalesce((SELECT coalesce(c.frozen_at, clock_timestamp() + c.offset_ms * interval '1 millisecond') FROM app_clock c), clock_timestamp())
$$;
--> statement-breakpoint
-- Every instance follows the row (src/server/db/change-feed.ts): its clock and its caches of time-derived answers.
CREATE FUNCTION rally_notify_clock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rally_changes', 'clock');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER app_clock_notify AFTER UPDATE ON "app_clock" FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_clock();
--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "registration_date" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "verifications" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "verifications" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "notification_reads" ALTER COLUMN "read_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "notification_sends" ALTER COLUMN "sent_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "system_config" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "user_achievements" ALTER COLUMN "earned_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "user_preferences" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "user_statistics" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "driver_prices" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "fantasy_team_drivers" ALTER COLUMN "purchase_date" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "fantasy_teams" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "fantasy_teams" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "lineup_history" ALTER COLUMN "acquired_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "transfers" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "league_members" ALTER COLUMN "joined_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "leagues" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "predictions" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "predictions" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "scoring_jobs" ALTER COLUMN "created_at" SET DEFAULT app_now();
--> statement-breakpoint
-- The prediction lock of migration 0003 on the game clock.
CREATE OR REPLACE FUNCTION prediction_lock_check() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ev_id integer;
BEGIN
  IF coalesce(current_setting('rally.prediction_lock', true), '') = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'prediction_results' THEN
    SELECT p.event_id INTO ev_id FROM predictions p WHERE p.id = NEW.prediction_id;
  ELSE
    ev_id := NEW.event_id;
  END IF;
  -- The prediction was deleted again in the same transaction: nothing is saved, nothing to check.
  IF ev_id IS NULL THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM events e WHERE e.id = ev_id AND e.start_date > app_clock_timestamp()) THEN
    RAISE EXCEPTION 'Predictions are closed for this event' USING ERRCODE = 'RF001';
  END IF;
  RETURN NULL;
END
$$;
