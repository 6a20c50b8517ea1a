import type { FinishStatus, Surface } from '@shared/constants/enums';
import { normal, weightedIndex, weightedOrder, type Rng } from './prng';
import type { RosterDriver } from './roster';

// Deterministic stand-ins for results the data does not have. Strength drives every draw, so the
// favourites usually win and an outsider sometimes surprises: plausible, not predictive.

export interface RawResult {
  driverName: string;
  status: FinishStatus;
  position: number | null;
  time: string | null;
  stageWins: number;
  powerStagePosition: number | null;
  isReal: boolean;
}

/** exp() turns strength gaps into odds: a 9.3 driver is ~3x likelier than a 8.0 one to take a stage. */
export const pace = (d: RosterDriver): number => Math.exp((d.strength - 9) * 0.9);

const POWER_STAGE_SCORERS = 5;

/** Average competitive speed used to derive a winner's time from the distance (and the live rally's stage times). */
export const SPEED_KMH: Record<Surface, number> = { gravel: 105, tarmac: 100, snow: 110, mixed: 90 };

/** Rally clock style: "2:35:53.1" for the winner, "+14.3" / "+1:11.6" for the gaps. */
export function formatDuration(totalSeconds: number, asGap: boolean): string {
  const tenths = Math.round(totalSeconds * 10);
  const hours = Math.floor(tenths / 36_000);
  const minutes = Math.floor((tenths % 36_000) / 600);
  const seconds = ((tenths % 600) / 10).toFixed(1).padStart(4, '0');
  const body =
    hours > 0
      ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
      : minutes > 0
        ? `${minutes}:${seconds}`
        : String(Number(seconds).toFixed(1));
  return asGap ? `+${body}` : body;
}

/** Every stage has exactly one winner; drivers who retired lost part of the rally, so they win less. */
export function simulateStageWins(
  rng: Rng,
  entries: readonly RosterDriver[],
  retired: ReadonlySet<string>,
  stageCount: number,
): Map<string, number> {
  const wins = new Map<string, number>(entries.map((d) => [d.source.name, 0]));
  const weights = entries.map((d) => pace(d) * (retired.has(d.source.name) ? 0.4 : 1));
  for (let s = 0; s < stageCount; s += 1) {
    const winner = entries[weightedIndex(rng, weights)];
    if (winner) wins.set(winner.source.name, (wins.get(winner.source.name) ?? 0) + 1);
  }
  return wins;
}

/** Fills the Power Stage places 1–5 not already taken, from the finishers not already placed. */
export function simulatePowerStage(
  rng: Rng,
  finishers: readonly RosterDriver[],
  known: ReadonlyMap<string, number>,
): Map<string, number> {
  const places = new Map(known);
  const taken = new Set(places.values());
  const free = Array.from({ length: POWER_STAGE_SCORERS }, (_, i) => i + 1).filter((p) => !taken.has(p));
  const candidates = weightedOrder(
    rng,
    finishers.filter((d) => !places.has(d.source.name)),
    pace,
  );
  free.forEach((place, i) => {
    const driver = candidates[i];
    if (driver) places.set(driver.source.name, place);
  });
  return places;
}

/** 0, 1 or 2 retirements with 15/70/15 % odds: about one a rally, the weaker crews more exposed. */
function pickRetirements(rng: Rng, entries: readonly RosterDriver[]): Set<string> {
  const roll = rng();
  const count = roll < 0.15 ? 0 : roll < 0.85 ? 1 : 2;
  const order = weightedOrder(rng, entries, (d) => 11 - d.strength);
  return new Set(order.slice(0, count).map((d) => d.source.name));
}

export function simulateEvent(
  rng: Rng,
  entries: readonly RosterDriver[],
  stageCount: number,
  totalKm: number,
  surface: Surface,
): RawResult[] {
  const retired = pickRetirements(rng, entries);
  const finishers = entries
    .filter((d) => !retired.has(d.source.name))
    .map((d) => ({ d, performance: d.strength + 1.3 * normal(rng) }))
    .sort((a, b) => b.performance - a.performance)
    .map((x) => x.d);
  const stageWins = simulateStageWins(rng, entries, retired, stageCount);
  const powerStage = simulatePowerStage(rng, finishers, new Map());

  const winnerSeconds = (totalKm / SPEED_KMH[surface]) * 3600 * (1 + 0.02 * normal(rng));
  let gap = 0;
  const rows: RawResult[] = finishers.map((d, i) => {
    // Gaps grow down the order, as they do when the field spreads out over a weekend.
    if (i > 0) gap += (4 + rng() * 40) * (1 + i * 0.35);
    return {
      driverName: d.source.name,
      status: 'finished',
      position: i + 1,
      time: i === 0 ? formatDuration(winnerSeconds, false) : formatDuration(gap, true),
      stageWins: stageWins.get(d.source.name) ?? 0,
      powerStagePosition: powerStage.get(d.source.name) ?? null,
      isReal: false,
    };
  });
  const retiredRows: RawResult[] = entries
    .filter((d) => retired.has(d.source.name))
    .map((d) => ({
      driverName: d.source.name,
      status: 'retired',
      position: null,
      time: null,
      stageWins: stageWins.get(d.source.name) ?? 0,
      powerStagePosition: null,
      isReal: false,
    }));
  return [...rows, ...retiredRows];
}
