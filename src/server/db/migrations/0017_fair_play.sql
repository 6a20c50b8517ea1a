CREATE TABLE "result_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"corrected_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"changes" jsonb NOT NULL,
	"managers_up" integer,
	"managers_down" integer
);
--> statement-breakpoint
ALTER TABLE "result_corrections" ADD CONSTRAINT "result_corrections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_corrections_event_idx" ON "result_corrections" USING btree ("event_id","corrected_at");--> statement-breakpoint
-- Entry lists and corrections are public reads kept in memory (docs/decisions/0171): their changes drop them.
CREATE TRIGGER event_entries_notify_write AFTER INSERT OR DELETE ON event_entries FOR EACH ROW EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER event_entries_notify_update AFTER UPDATE ON event_entries FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER event_entries_notify_truncate AFTER TRUNCATE ON event_entries FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER result_corrections_notify_write AFTER INSERT OR UPDATE OR DELETE ON result_corrections FOR EACH ROW EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER result_corrections_notify_truncate AFTER TRUNCATE ON result_corrections FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_public();
