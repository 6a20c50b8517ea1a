CREATE TYPE "public"."stage_result_status" AS ENUM('finished', 'retired', 'did_not_start');--> statement-breakpoint
CREATE TABLE "live_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"stage_id" integer,
	"kind" text NOT NULL,
	"correction" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT app_now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_results" (
	"stage_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"status" "stage_result_status" NOT NULL,
	"time_ms" integer,
	"penalty_ms" integer DEFAULT 0 NOT NULL,
	"restarted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stage_results_stage_id_driver_id_pk" PRIMARY KEY("stage_id","driver_id"),
	CONSTRAINT "stage_results_time_when_finished" CHECK (("stage_results"."status" = 'finished') = ("stage_results"."time_ms" IS NOT NULL)),
	CONSTRAINT "stage_results_time_range" CHECK ("stage_results"."time_ms" IS NULL OR "stage_results"."time_ms" BETWEEN 0 AND 7200000),
	CONSTRAINT "stage_results_penalty_range" CHECK ("stage_results"."penalty_ms" BETWEEN 0 AND 7200000)
);
--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "results_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "results_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_publications" ADD CONSTRAINT "live_publications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_publications" ADD CONSTRAINT "live_publications_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_results" ADD CONSTRAINT "stage_results_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_results" ADD CONSTRAINT "stage_results_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_publications_event_idx" ON "live_publications" USING btree ("event_id","id");