-- Podium predictions lock at the event start, decided by the database clock (docs/decisions/0071).
-- The service already refuses a save once `start_date <= clock_timestamp()`; these deferred constraint
-- triggers check again at COMMIT, the last moment user code can run before the commit is recorded, so a
-- save that began before the start but would commit after it is refused too, whoever wrote it.
-- Only player writes fire them: new predictions, a prediction moved to another user or event, and pick
-- rows. The game engine's UPDATE of points / is_processed after the event does not.
-- Trusted maintenance (an import of historical predictions, a fixture for a finished event) may opt out
-- for one transaction with `SET LOCAL rally.prediction_lock = 'off'`.
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
  IF NOT EXISTS (SELECT 1 FROM events e WHERE e.id = ev_id AND e.start_date > clock_timestamp()) THEN
    RAISE EXCEPTION 'Predictions are closed for this event' USING ERRCODE = 'RF001';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER predictions_lock
  AFTER INSERT OR UPDATE OF user_id, event_id ON predictions
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION prediction_lock_check();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER prediction_results_lock
  AFTER INSERT OR UPDATE ON prediction_results
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION prediction_lock_check();
