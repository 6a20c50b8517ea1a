CREATE TYPE "public"."driver_form" AS ENUM('up', 'down', 'stable');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('upcoming', 'active', 'completed');--> statement-breakpoint
CREATE TYPE "public"."finish_status" AS ENUM('finished', 'retired', 'disqualified', 'did_not_start');--> statement-breakpoint
CREATE TYPE "public"."surface_type" AS ENUM('tarmac', 'gravel', 'snow', 'mixed');--> statement-breakpoint
CREATE TYPE "public"."transfer_type" AS ENUM('in', 'out');--> statement-breakpoint
CREATE TYPE "public"."league_type" AS ENUM('public', 'private');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"avatar_url" text,
	"username" text NOT NULL,
	"display_username" text,
	"full_name" text,
	"country" text,
	"role" text DEFAULT 'user' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"last_login" timestamp with time zone,
	"registration_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ip_address" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_config" (
	"config_key" text PRIMARY KEY NOT NULL,
	"config_value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" text NOT NULL,
	"achievement_id" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"notifications" boolean DEFAULT true NOT NULL,
	"email_updates" boolean DEFAULT true NOT NULL,
	"public_profile" boolean DEFAULT true NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_statistics" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"global_rank" integer,
	"rallies_participated" integer DEFAULT 0 NOT NULL,
	"best_rally_points" integer DEFAULT 0 NOT NULL,
	"leagues_joined" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"event_id" integer,
	"price" integer NOT NULL,
	"change" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"co_driver_name" text,
	"team_id" integer,
	"country" text,
	"car_number" integer,
	"price" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"form" "driver_form" DEFAULT 'stable' NOT NULL,
	"next_event_odds" integer DEFAULT 3 NOT NULL,
	"championships" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	CONSTRAINT "drivers_name_unique" UNIQUE("name"),
	CONSTRAINT "drivers_price_positive" CHECK ("drivers"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_entries" (
	"event_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"car_number" integer,
	CONSTRAINT "event_entries_event_id_driver_id_pk" PRIMARY KEY("event_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "event_results" (
	"event_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"status" "finish_status" NOT NULL,
	"position" integer,
	"time" text,
	"points" integer DEFAULT 0 NOT NULL,
	"stage_wins" integer DEFAULT 0 NOT NULL,
	"power_stage_position" integer,
	"category" text,
	"category_position" integer,
	"is_real" boolean DEFAULT false NOT NULL,
	"fantasy_points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_results_event_id_driver_id_pk" PRIMARY KEY("event_id","driver_id"),
	CONSTRAINT "event_results_position_positive" CHECK ("event_results"."position" IS NULL OR "event_results"."position" > 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"season" integer NOT NULL,
	"round" integer NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"location" text,
	"description" text,
	"image_url" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" "event_status" DEFAULT 'upcoming' NOT NULL,
	"surface_type" "surface_type" NOT NULL,
	"results_published_at" timestamp with time zone,
	"scored_at" timestamp with time zone,
	CONSTRAINT "events_dates_ordered" CHECK ("events"."end_date" >= "events"."start_date")
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"length" double precision,
	"start_time" timestamp with time zone,
	"status" "event_status" DEFAULT 'upcoming' NOT NULL,
	"is_power_stage" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text,
	"car" text,
	"country" text,
	"image_url" text,
	"championships" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "teams_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "fantasy_team_drivers" (
	"team_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"purchase_price" integer NOT NULL,
	"purchase_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fantasy_team_drivers_team_id_driver_id_pk" PRIMARY KEY("team_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "fantasy_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"budget" integer DEFAULT 10000000 NOT NULL,
	"spent_budget" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fantasy_teams_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "fantasy_teams_spent_within_budget" CHECK ("fantasy_teams"."spent_budget" >= 0 AND "fantasy_teams"."spent_budget" <= "fantasy_teams"."budget"),
	CONSTRAINT "fantasy_teams_name_not_blank" CHECK (length(trim("fantasy_teams"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "lineup_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"purchase_price" integer NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "lineup_history_interval" CHECK ("lineup_history"."released_at" IS NULL OR "lineup_history"."released_at" >= "lineup_history"."acquired_at")
);
--> statement-breakpoint
CREATE TABLE "team_event_scores" (
	"team_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "team_event_scores_team_id_event_id_pk" PRIMARY KEY("team_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"type" "transfer_type" NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_members" (
	"league_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"position" integer,
	"is_admin" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_members_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" "league_type" DEFAULT 'private' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invite_code" text,
	"rules" text,
	"member_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leagues_invite_code_unique" UNIQUE("invite_code"),
	CONSTRAINT "leagues_name_not_blank" CHECK (length(trim("leagues"."name")) > 0),
	CONSTRAINT "leagues_member_count_nonneg" CHECK ("leagues"."member_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prediction_results" (
	"prediction_id" integer NOT NULL,
	"position" integer NOT NULL,
	"driver_id" integer NOT NULL,
	CONSTRAINT "prediction_results_prediction_id_position_pk" PRIMARY KEY("prediction_id","position"),
	CONSTRAINT "prediction_results_driver_once" UNIQUE("prediction_id","driver_id"),
	CONSTRAINT "prediction_results_position_range" CHECK ("prediction_results"."position" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"is_processed" boolean DEFAULT false NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predictions_user_event_unique" UNIQUE("user_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_statistics" ADD CONSTRAINT "user_statistics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_prices" ADD CONSTRAINT "driver_prices_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_prices" ADD CONSTRAINT "driver_prices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_results" ADD CONSTRAINT "event_results_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_results" ADD CONSTRAINT "event_results_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_team_drivers" ADD CONSTRAINT "fantasy_team_drivers_team_id_fantasy_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_team_drivers" ADD CONSTRAINT "fantasy_team_drivers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_teams" ADD CONSTRAINT "fantasy_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_history" ADD CONSTRAINT "lineup_history_team_id_fantasy_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_history" ADD CONSTRAINT "lineup_history_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_event_scores" ADD CONSTRAINT "team_event_scores_team_id_fantasy_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_event_scores" ADD CONSTRAINT "team_event_scores_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_team_id_fantasy_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."fantasy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_results" ADD CONSTRAINT "prediction_results_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_results" ADD CONSTRAINT "prediction_results_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("registration_date");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_achievements_user_earned_idx" ON "user_achievements" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE INDEX "user_statistics_rank_idx" ON "user_statistics" USING btree ("global_rank");--> statement-breakpoint
CREATE INDEX "driver_prices_driver_created_idx" ON "driver_prices" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "drivers_team_idx" ON "drivers" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "drivers_points_idx" ON "drivers" USING btree ("points");--> statement-breakpoint
CREATE INDEX "event_entries_driver_idx" ON "event_entries" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "event_results_event_position_idx" ON "event_results" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "event_results_driver_idx" ON "event_results" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "events_start_date_idx" ON "events" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "events_season_round_idx" ON "events" USING btree ("season","round");--> statement-breakpoint
CREATE INDEX "stages_event_start_idx" ON "stages" USING btree ("event_id","start_time");--> statement-breakpoint
CREATE INDEX "fantasy_team_drivers_driver_idx" ON "fantasy_team_drivers" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "fantasy_teams_points_idx" ON "fantasy_teams" USING btree ("points");--> statement-breakpoint
CREATE INDEX "lineup_history_team_idx" ON "lineup_history" USING btree ("team_id","acquired_at");--> statement-breakpoint
CREATE INDEX "team_event_scores_event_idx" ON "team_event_scores" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "transfers_team_created_idx" ON "transfers" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "league_members_user_idx" ON "league_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "league_members_league_position_idx" ON "league_members" USING btree ("league_id","position");--> statement-breakpoint
CREATE INDEX "leagues_type_idx" ON "leagues" USING btree ("type");--> statement-breakpoint
CREATE INDEX "predictions_event_idx" ON "predictions" USING btree ("event_id");