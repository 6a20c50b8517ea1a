import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SEED_DATA_FILE } from '../../project-paths';

// The real-world facts (calendar, line-ups, results, stage lists) live in a JSON file copied beside this
// code from the research data, sources included, so a fresh clone can seed without any sibling folder.
// Only the fields the seed reads are validated; unknown fields (sources, notes) are ignored.

const stageItem = z.object({
  ss: z.string().optional(),
  day: z.string().optional(),
  name: z.string(),
  km: z.number().nullable(),
  power_stage: z.boolean().optional(),
});

const stageList = z.object({ completeness: z.string(), list: z.array(stageItem) });

const overallRow = z.object({
  pos: z.number().int().positive(),
  driver: z.string(),
  total_time: z.string().nullable(),
  gap: z.string().nullable(),
  class: z.string(),
  uncertain: z.boolean().optional(),
});

const results = z.object({
  overall: z.array(overallRow),
  retirements_rally1: z.array(z.object({ driver: z.string() })),
  power_stage: z
    .object({ top: z.array(z.object({ pos: z.number().int().positive(), driver: z.string() })) })
    .nullable()
    .optional(),
});

const event = z.object({
  round: z.number().int().positive(),
  name: z.string(),
  country: z.string(),
  base: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  surface: z.string(),
  stages_planned: z.number().int().positive().nullable().optional(),
  stage_distance_km_planned: z.number().positive().nullable().optional(),
  stages: stageList.optional(),
  // 2025 result rows are not used by the demo and have looser shapes, so results are parsed on demand.
  results: z.unknown().optional(),
});

const team = z.object({ name: z.string(), manufacturer: z.string(), car: z.string() });

const driver = z.object({
  name: z.string(),
  nationality: z.string().nullable(),
  car_number: z.number().int().positive().nullable(),
  codriver: z.string().nullable(),
  team: z.string(),
  programme: z.string(),
});

const season = z.object({ events: z.array(event), teams: z.array(team), drivers: z.array(driver) });
const file = z.object({ seasons: z.record(z.string(), season) });

export type WrcStageItem = z.infer<typeof stageItem>;
export type WrcResults = z.infer<typeof results>;
export type WrcEvent = z.infer<typeof event>;
export type WrcTeam = z.infer<typeof team>;
export type WrcDriver = z.infer<typeof driver>;
export type WrcSeason = z.infer<typeof season>;

const DATA_FILE = SEED_DATA_FILE;

let cached: z.infer<typeof file> | undefined;

/** Reads and validates the data file once per process; the content never changes at run time. */
function loadFile(): z.infer<typeof file> {
  cached ??= file.parse(JSON.parse(readFileSync(DATA_FILE, 'utf8')));
  return cached;
}

export function wrcSeason(year: number): WrcSeason {
  const found = loadFile().seasons[String(year)];
  if (!found) throw new Error(`wrc-seasons.json has no season ${year}`);
  return found;
}

const powerStageLabel = z.object({ power_stage: z.object({ stage: z.string() }).nullable().optional() });

/**
 * The Power Stage as an edition's results label it ("SS24 Fafe 2", "Lake Mikawako 2 (final stage)"): the stage
 * list borrows its name (stage-plan.ts). Read leniently, since 2025 result rows have looser shapes.
 */
export function wrcPowerStageLabel(e: WrcEvent): string | undefined {
  const parsed = powerStageLabel.safeParse(e.results);
  return parsed.success ? (parsed.data.power_stage?.stage ?? undefined) : undefined;
}

/** Results of an event, validated only when the demo uses them (the 2026 rounds that have them). */
export function wrcResults(e: WrcEvent): WrcResults | undefined {
  return e.results === undefined ? undefined : results.parse(e.results);
}
