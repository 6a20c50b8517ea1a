CREATE TYPE "public"."league_format" AS ENUM('classic', 'head_to_head');--> statement-breakpoint
CREATE TABLE "league_fixtures" (
	"league_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"opponent_id" text,
	"draw_event_id" integer NOT NULL,
	"round" integer NOT NULL,
	"slot" integer NOT NULL,
	CONSTRAINT "league_fixtures_league_id_event_id_user_id_pk" PRIMARY KEY("league_id","event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "league_members" ADD COLUMN "match_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "format" "league_format" DEFAULT 'classic' NOT NULL;--> statement-breakpoint
ALTER TABLE "league_fixtures" ADD CONSTRAINT "league_fixtures_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_fixtures" ADD CONSTRAINT "league_fixtures_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;