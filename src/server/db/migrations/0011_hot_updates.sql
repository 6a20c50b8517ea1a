-- The two tables a publish updates in place, a row per predictor and per league member (docs/decisions/0179):
-- half of each page is kept free so the new version of a row fits beside the old one (a HOT update: no new
-- index entries, the old version pruned on the page), and no index covers a column the engine rewrites. A
-- league's table is read whole and sorted by position in memory (a league's members, not all of them), so
-- the position index only cost a new entry per member per publish. Existing pages keep their old fill until
-- rewritten; new rows follow the setting.
DROP INDEX "league_members_league_position_idx";--> statement-breakpoint
ALTER TABLE "league_members" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "predictions" SET (fillfactor = 50);
