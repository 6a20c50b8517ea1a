ALTER TABLE "events" ADD COLUMN "description_language" text;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_facts" jsonb;
--> statement-breakpoint
-- Descriptions stored before this migration (docs/decisions/0207). The demo seed's English sentences become the
-- facts they were made from, so every reader gets them in their own language; any other text is an admin's,
-- kept as written and marked English (the language the console's texts had until then).
UPDATE "events" SET
  "description_facts" = jsonb_build_object(
    'calendarYear', parsed.m[2]::int,
    'round', parsed.m[1]::int,
    'edition', parsed.m[3]::int,
    'base', nullif(regexp_replace(trim(substring(parsed.m[4] from '^[^(;,]*')), '\s+area$', '', 'i'), ''),
    'surface', CASE parsed.m[5] WHEN 'tarmac' THEN 'tarmac' WHEN 'gravel' THEN 'gravel' WHEN 'snow/ice' THEN 'snowIce' WHEN 'tarmac (snow/ice)' THEN 'tarmacSnowIce' ELSE 'mixed' END,
    'stagesPlanned', parsed.m[6]::int,
    'distanceKm', parsed.m[7]::float8
  ),
  "description" = NULL
FROM (
  SELECT "id", regexp_match("description", '^Round (\d+) of the (\d{4}) World Rally Championship calendar(?:, the (\d+)(?:st|nd|rd|th) edition)?\. (?:Base: ([^.]*)\. )?Surface: ([^.]*)\.(?: (\d+) special stages planned(?: over ([0-9.]+) km)?\.)?$') AS m
  FROM "events" WHERE "description" IS NOT NULL
) AS parsed
WHERE "events"."id" = parsed."id" AND parsed.m IS NOT NULL;
--> statement-breakpoint
UPDATE "events" SET "description_language" = 'en' WHERE "description" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_description_language_known" CHECK ("events"."description_language" IS NULL OR "events"."description_language" IN ('en', 'it', 'es', 'fr', 'de'));
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_description_language_with_text" CHECK (("events"."description" IS NULL) = ("events"."description_language" IS NULL));
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_description_one_kind" CHECK ("events"."description" IS NULL OR "events"."description_facts" IS NULL);
