CREATE TABLE "championship_standings" (
	"season" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"position" integer NOT NULL,
	"points" integer NOT NULL,
	"previous_position" integer,
	CONSTRAINT "championship_standings_season_driver_id_pk" PRIMARY KEY("season","driver_id")
);
--> statement-breakpoint
CREATE TABLE "constructor_standings" (
	"season" integer NOT NULL,
	"team_id" integer NOT NULL,
	"position" integer NOT NULL,
	"points" integer NOT NULL,
	"previous_position" integer,
	CONSTRAINT "constructor_standings_season_team_id_pk" PRIMARY KEY("season","team_id")
);
--> statement-breakpoint
CREATE TABLE "manager_event_scores" (
	"user_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"season" integer NOT NULL,
	"event_start" timestamp with time zone NOT NULL,
	"team_points" integer,
	"prediction_points" integer,
	"points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prediction_performance" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total_predictions" integer DEFAULT 0 NOT NULL,
	"correct_predictions" integer DEFAULT 0 NOT NULL,
	"accuracy" integer DEFAULT 0 NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_drafts" (
	"event_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"status" "finish_status" NOT NULL,
	"position" integer,
	"time" text,
	"points" integer DEFAULT 0 NOT NULL,
	"stage_wins" integer DEFAULT 0 NOT NULL,
	"power_stage_position" integer,
	"category" text,
	"category_position" integer,
	"is_real" boolean DEFAULT false NOT NULL,
	CONSTRAINT "result_drafts_event_id_driver_id_pk" PRIMARY KEY("event_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "scoring_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"step_index" integer DEFAULT 0 NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_token" uuid,
	"lease_until" timestamp with time zone,
	"publish_at" timestamp with time zone,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scoring_jobs_status_known" CHECK ("scoring_jobs"."status" IN ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "team_event_scores" DROP CONSTRAINT "team_event_scores_team_id_fantasy_teams_id_fk";
--> statement-breakpoint
ALTER TABLE "team_event_scores" DROP CONSTRAINT "team_event_scores_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "team_event_scores" DROP CONSTRAINT "team_event_scores_team_id_event_id_pk";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "event_results" ADD COLUMN "fp_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_results" ADD COLUMN "fp_finish" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_results" ADD COLUMN "fp_stage_wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_results" ADD COLUMN "fp_power_stage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_results" ADD COLUMN "fp_support_category" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_results" ADD COLUMN "fp_penalty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "results_draft_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "championship_standings" ADD CONSTRAINT "championship_standings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constructor_standings" ADD CONSTRAINT "constructor_standings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_performance" ADD CONSTRAINT "prediction_performance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_drafts" ADD CONSTRAINT "result_drafts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_drafts" ADD CONSTRAINT "result_drafts_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_jobs" ADD CONSTRAINT "scoring_jobs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_jobs" ADD CONSTRAINT "scoring_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manager_event_scores_event_idx" ON "manager_event_scores" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "manager_event_scores_season_idx" ON "manager_event_scores" USING btree ("season");--> statement-breakpoint
CREATE INDEX "scoring_jobs_status_idx" ON "scoring_jobs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "scoring_jobs_event_idx" ON "scoring_jobs" USING btree ("event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_prices_driver_event_idx" ON "driver_prices" USING btree ("driver_id","event_id");