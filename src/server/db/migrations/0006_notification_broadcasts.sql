CREATE TABLE "notification_broadcasts" (
	"id" integer PRIMARY KEY DEFAULT nextval('notifications_id_seq') NOT NULL,
	"audience" text NOT NULL,
	"event_id" integer,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"dedupe_key" text NOT NULL,
	CONSTRAINT "notification_broadcasts_audience" CHECK ("notification_broadcasts"."audience" IN ('managers', 'predictors', 'owners'))
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"user_id" text NOT NULL,
	"broadcast_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_user_id_broadcast_id_pk" PRIMARY KEY("user_id","broadcast_id")
);
--> statement-breakpoint
CREATE TABLE "notification_sends" (
	"broadcast_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"driver_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_broadcast_id_notification_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."notification_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_broadcast_id_notification_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."notification_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_broadcasts_dedupe_idx" ON "notification_broadcasts" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notification_sends_broadcast_idx" ON "notification_sends" USING btree ("broadcast_id","sent_at");--> statement-breakpoint
-- Fan-out on read (docs/decisions/0103): a notice to a whole audience is one notification_broadcasts row
-- and a notification_sends row per send; this view gives every user their own notices plus the broadcasts
-- that reached them, exactly as a row per user and send would have: a send reaches whoever was in the
-- audience at that moment (a team by then; a processed prediction for the event; one of the send's moved
-- drivers held then), and the notice dates from the first send that reached them. The in-app switch
-- (user_preferences.notifications) hides broadcasts while it is off. A user who already holds a personal
-- notice with the same dedupe key (sent before this migration) does not get it twice. Readers filter by
-- user_id, which the planner pushes into both halves: a few index probes per broadcast and user.
CREATE VIEW "notification_feed" AS
SELECT n.id, n.user_id, n.type, n.title, n.body, n.link, n.read_at, n.created_at, n.dedupe_key
FROM notifications n
UNION ALL
SELECT b.id, u.id AS user_id, b.type, b.title, b.body, b.link, r.read_at, x.first_sent AS created_at, b.dedupe_key
FROM notification_broadcasts b
CROSS JOIN users u
CROSS JOIN LATERAL (
  SELECT min(s.sent_at) AS first_sent FROM notification_sends s
  WHERE s.broadcast_id = b.id AND CASE b.audience
    WHEN 'managers' THEN EXISTS (
      SELECT 1 FROM fantasy_teams ft WHERE ft.user_id = u.id AND ft.created_at <= s.sent_at)
    WHEN 'predictors' THEN EXISTS (
      SELECT 1 FROM predictions p WHERE p.user_id = u.id AND p.event_id = b.event_id AND p.is_processed)
    WHEN 'owners' THEN EXISTS (
      SELECT 1 FROM fantasy_teams ft JOIN lineup_history lh ON lh.team_id = ft.id
      WHERE ft.user_id = u.id AND lh.driver_id = ANY (s.driver_ids) AND lh.acquired_at <= s.sent_at
        AND (lh.released_at IS NULL OR lh.released_at > s.sent_at))
    ELSE false
  END
) x
LEFT JOIN notification_reads r ON r.broadcast_id = b.id AND r.user_id = u.id
WHERE x.first_sent IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM user_preferences up WHERE up.user_id = u.id AND NOT up.notifications)
  AND NOT EXISTS (SELECT 1 FROM notifications n2 WHERE n2.user_id = u.id AND n2.dedupe_key = b.dedupe_key);
