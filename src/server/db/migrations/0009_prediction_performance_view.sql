-- prediction_performance becomes a view over the processed predictions (docs/decisions/0179): a player's
-- row is a handful of index probes (predictions_user_event_unique), always exact, and a publish no longer
-- rewrites a row per predictor (10 s of the 1M-manager publish). Same columns as the table, without the
-- write time it no longer has.
DROP TABLE "prediction_performance";
--> statement-breakpoint
CREATE VIEW "prediction_performance" AS
SELECT p.user_id,
       count(*)::int AS total_predictions,
       (count(*) FILTER (WHERE p.points > 0))::int AS correct_predictions,
       round(100.0 * count(*) FILTER (WHERE p.points > 0) / count(*))::int AS accuracy,
       sum(p.points)::int AS points_earned
FROM predictions p
WHERE p.is_processed
GROUP BY p.user_id;
