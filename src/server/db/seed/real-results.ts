import { weightedOrder, type Rng } from './prng';
import type { RosterDriver } from './roster';
import { pace, simulatePowerStage, simulateStageWins, type RawResult } from './simulate-results';
import type { WrcResults } from './wrc-data';

// Real results from the data, completed where the data is silent. What is real: each listed driver's
// finishing status, overall position (WRC2 cars included, so Rally1 positions can have gaps) and time or
// gap as published, and the Power Stage places the data lists. What is filled in (row isReal = false when
// its position is filled): entered drivers the sources do not classify, placed after the last published
// position; Power Stage places the data lacks; stage wins (the data has no stage-win counts).

/**
 * Where the data says unlisted finishers ended up further down. Sweden 2026: "Bertelli (private Toyota)
 * and Sesks (M-Sport) finished outside the top 10".
 */
const UNLISTED_FINISHERS_FROM: Record<number, number> = { 2: 11 };

export function realEventResults(
  rng: Rng,
  round: number,
  data: WrcResults,
  roster: readonly RosterDriver[],
  entries: readonly RosterDriver[],
  stageCount: number,
): RawResult[] {
  const entered = new Map(entries.map((d) => [d.source.name, d]));
  const listed = data.overall.filter((r) => entered.has(r.driver));
  const retiredNames = new Set(data.retirements_rally1.map((r) => r.driver).filter((n) => entered.has(n)));
  // A roster driver with a real result must be on the entry list, or the entry plan contradicts the data.
  const mentioned = [...data.overall, ...data.retirements_rally1, ...(data.power_stage?.top ?? [])].map(
    (r) => r.driver,
  );
  for (const name of mentioned) {
    if (!entered.has(name) && roster.some((d) => d.source.name === name)) {
      throw new Error(`round ${round}: ${name} has a real result but is not on the entry list`);
    }
  }

  const lastPublished = Math.max(0, ...data.overall.map((r) => r.pos));
  const firstFree = UNLISTED_FINISHERS_FROM[round] ?? lastPublished + 1;
  const listedNames = new Set(listed.map((r) => r.driver));
  const unlisted = weightedOrder(
    rng,
    entries.filter((d) => !listedNames.has(d.source.name) && !retiredNames.has(d.source.name)),
    pace,
  );

  const finisherNames = new Set([...listedNames, ...unlisted.map((d) => d.source.name)]);
  const finishers = entries.filter((d) => finisherNames.has(d.source.name));
  const knownPowerStage = new Map(
    (data.power_stage?.top ?? []).filter((r) => entered.has(r.driver)).map((r) => [r.driver, r.pos]),
  );
  const powerStage = simulatePowerStage(rng, finishers, knownPowerStage);
  const stageWins = simulateStageWins(rng, entries, retiredNames, stageCount);

  const common = (name: string) => ({
    driverName: name,
    stageWins: stageWins.get(name) ?? 0,
    powerStagePosition: powerStage.get(name) ?? null,
  });
  return [
    ...listed.map((r): RawResult => ({
      ...common(r.driver),
      status: 'finished',
      position: r.pos,
      time: r.total_time ?? r.gap,
      isReal: true,
    })),
    ...unlisted.map((d, i): RawResult => ({
      ...common(d.source.name),
      status: 'finished',
      position: firstFree + i,
      time: null,
      isReal: false,
    })),
    ...[...retiredNames].map((name): RawResult => ({
      ...common(name),
      status: 'retired',
      position: null,
      time: null,
      isReal: true,
    })),
  ];
}
