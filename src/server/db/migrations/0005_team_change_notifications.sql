-- Change notifications for the signed-in reads kept in memory (issue 17, docs/decisions/0174): the market
-- reads depend on price history, which now notifies 'public' like the other championship tables; a user's
-- team and market answers depend on that user's fantasy team, which notifies 'team:<user id>'. A statement
-- that changes the teams of more than 50 users (scoring a published event) sends one 'teams' instead, so a
-- publish for a million managers queues one notification, not a million.
CREATE TRIGGER driver_prices_notify_write AFTER INSERT OR DELETE ON driver_prices FOR EACH ROW EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER driver_prices_notify_update AFTER UPDATE ON driver_prices FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE TRIGGER driver_prices_notify_truncate AFTER TRUNCATE ON driver_prices FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_public();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rally_notify_teams() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  owners text[];
  owner text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('rally_changes', 'teams');
    RETURN NULL;
  END IF;
  -- `changed_rows` is the statement's transition table; team driver rows name their team, not its owner.
  IF TG_TABLE_NAME = 'fantasy_teams' THEN
    SELECT array_agg(DISTINCT user_id) INTO owners FROM (SELECT user_id FROM changed_rows LIMIT 5000) s;
  ELSE
    SELECT array_agg(DISTINCT t.user_id) INTO owners
      FROM (SELECT team_id FROM changed_rows LIMIT 5000) c JOIN fantasy_teams t ON t.id = c.team_id;
  END IF;
  IF owners IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(owners) > 50 OR EXISTS (SELECT 1 FROM changed_rows OFFSET 5000 LIMIT 1) THEN
    PERFORM pg_notify('rally_changes', 'teams');
  ELSE
    FOREACH owner IN ARRAY owners LOOP
      PERFORM pg_notify('rally_changes', 'team:' || owner);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fantasy_teams_notify_insert AFTER INSERT ON fantasy_teams REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_teams();
--> statement-breakpoint
CREATE TRIGGER fantasy_teams_notify_update AFTER UPDATE ON fantasy_teams REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_teams();
--> statement-breakpoint
CREATE TRIGGER fantasy_teams_notify_delete AFTER DELETE ON fantasy_teams REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_teams();
--> statement-breakpoint
CREATE TRIGGER fantasy_teams_notify_truncate AFTER TRUNCATE ON fantasy_teams FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_teams();
--> statement-breakpoint
CREATE TRIGGER fantasy_team_drivers_notify_insert AFTER INSERT ON fantasy_team_drivers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_teams();
--> statement-breakpoint
CREATE TRIGGER fantasy_team_drivers_notify_update AFTER UPDATE ON fantasy_team_drivers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_teams();
--> statement-breakpoint
CREATE TRIGGER fantasy_team_drivers_notify_delete AFTER DELETE ON fantasy_team_drivers REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_teams();
--> statement-breakpoint
CREATE TRIGGER fantasy_team_drivers_notify_truncate AFTER TRUNCATE ON fantasy_team_drivers FOR EACH STATEMENT EXECUTE FUNCTION rally_notify_teams();
