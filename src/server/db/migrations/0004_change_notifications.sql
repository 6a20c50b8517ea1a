-- Change notifications (issue 17, docs/decisions/0171): every server instance keeps the public reads'
-- serialised answers and recent session look-ups in memory and drops them when the rows behind them change.
-- These triggers tell every instance through NOTIFY on one channel, `rally_changes` (delivered at COMMIT,
-- identical payloads of one transaction once): 'public' when a table behind the public championship reads
-- changes, 'user:<id>' when a user row or one of the user's sessions is updated or deleted (sign-out,
-- disabled account, role change). Updates that change nothing (the status tick's no-op rows) stay silent.
CREATE OR REPLACE FUNCTION rally_notify_public() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rally_changes', 'public');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rally_notify_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('rally_changes', 'user:' || OLD.user_id);
  ELSE
    PERFORM pg_notify('rally_changes', 'user:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_notify_write AFTER INSERT OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER events_notify_update AFTER UPDATE ON events FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER events_notify_truncate AFTER TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER stages_notify_write AFTER INSERT OR DELETE ON stages FOR EACH ROW EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER stages_notify_update AFTER UPDATE ON stages FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER stages_notify_truncate AFTER TRUNCATE ON stages FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER event_results_notify_write AFTER INSERT OR DELETE ON event_results FOR EACH ROW EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER event_results_notify_update AFTER UPDATE ON event_results FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER event_results_notify_truncate AFTER TRUNCATE ON event_results FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER teams_notify_write AFTER INSERT OR DELETE ON teams FOR EACH ROW EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER teams_notify_update AFTER UPDATE ON teams FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER teams_notify_truncate AFTER TRUNCATE ON teams FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER drivers_notify_write AFTER INSERT OR DELETE ON drivers FOR EACH ROW EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER drivers_notify_update AFTER UPDATE ON drivers FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER drivers_notify_truncate AFTER TRUNCATE ON drivers FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER users_notify_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION rally_notify_user();
--> statement-breakpoint
CREATE TRIGGER users_notify_update AFTER UPDATE ON users FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION rally_notify_user();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION rally_notify_user();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION rally_notify_user();
