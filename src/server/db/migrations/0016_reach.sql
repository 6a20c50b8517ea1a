CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reach_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"lease_until" timestamp with time zone,
	"claimed_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"rank" integer,
	CONSTRAINT "reach_deliveries_kind" CHECK ("reach_deliveries"."kind" IN ('lock_24h', 'lock_1h', 'digest')),
	CONSTRAINT "reach_deliveries_channel" CHECK ("reach_deliveries"."channel" IN ('email', 'push')),
	CONSTRAINT "reach_deliveries_status" CHECK ("reach_deliveries"."status" IN ('planned', 'claimed', 'sending', 'sent', 'failed', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "reach_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_lock_24h" boolean DEFAULT true NOT NULL,
	"email_lock_1h" boolean DEFAULT true NOT NULL,
	"email_digest" boolean DEFAULT true NOT NULL,
	"push_lock" boolean DEFAULT true NOT NULL,
	"push_results" boolean DEFAULT true NOT NULL,
	"push_stage_win" boolean DEFAULT true NOT NULL,
	"push_price_move" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reach_deliveries" ADD CONSTRAINT "reach_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reach_deliveries" ADD CONSTRAINT "reach_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reach_preferences" ADD CONSTRAINT "reach_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reach_deliveries_once_idx" ON "reach_deliveries" USING btree ("user_id","event_id","kind","channel");--> statement-breakpoint
CREATE INDEX "reach_deliveries_event_idx" ON "reach_deliveries" USING btree ("event_id","kind");--> statement-breakpoint
CREATE INDEX "reach_deliveries_open_idx" ON "reach_deliveries" USING btree ("lease_until") WHERE "reach_deliveries"."status" IN ('claimed', 'sending');--> statement-breakpoint
CREATE INDEX "reach_deliveries_planned_idx" ON "reach_deliveries" USING btree ("channel","id") WHERE "reach_deliveries"."status" = 'planned';