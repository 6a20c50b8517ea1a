import type { StageResultStatus } from '@shared/api/live';
import type { FinishStatus, Surface } from '@shared/constants/enums';
import { parseStageTime } from '@shared/game/stage-time';
import { normal, type Rng } from './prng';
import { SPEED_KMH } from './simulate-results';

// The demo's rally in progress (docs/decisions/0201) needs stage times, which no data source has: they are made
// up from the seed's final result of the round, so that the stages, added up, give back that result.

export interface TimedStage {
  number: number;
  lengthKm: number;
}

/** A row of the round's final result, as the seed simulates it (RawResult) or reads it. */
export interface FinalRow {
  driverName: string;
  status: FinishStatus;
  position: number | null;
  /** The winner's total ("2:35:53.1"), the others' gap ("+14.3", "+1:11.6"); null when unknown. */
  time: string | null;
}

export interface SimulatedStageFact {
  driverName: string;
  status: StageResultStatus;
  /** Whole tenths, as rally timing gives them; null unless finished. */
  timeMs: number | null;
}

export interface SimulatedStage {
  number: number;
  results: SimulatedStageFact[];
}

const TENTH_MS = 100;
/** How much faster or slower one stage runs than the rally's average speed (fast crests, twisty forest, …). */
const STAGE_CHARACTER = 0.02;
/** A driver's stage-to-stage spread around his own pace: enough to share the stage wins among the leaders. */
const STAGE_NOISE = 0.005;

const toTenth = (ms: number) => Math.round(ms / TENTH_MS) * TENTH_MS;

/** A final-result time in ms, and whether it is a gap to the winner; null when the text says nothing usable. */
function resultTime(text: string | null): { ms: number; gap: boolean } | null {
  if (text === null) return null;
  const gap = text.startsWith('+');
  const body = gap ? text.slice(1) : text;
  if (/^\d{1,2}(\.\d{1,3})?$/.test(body)) return { ms: Math.round(Number(body) * 1000), gap };
  const parsed = parseStageTime(body, Number.POSITIVE_INFINITY);
  return parsed.ok ? { ms: parsed.ms, gap } : null;
}

/**
 * Each finisher's total over the rally, in the final order: the result's own times where it has them, else a
 * few seconds behind the car ahead. Strictly increasing, so the overall order cannot come out otherwise (equal
 * totals would be split by car number, game-rules §15.3).
 */
function finisherTotals(rng: Rng, finishers: readonly FinalRow[], estimateMs: number): number[] {
  const first = resultTime(finishers[0]?.time ?? null);
  const winnerMs = first && !first.gap ? first.ms : estimateMs;
  let previous = Number.NEGATIVE_INFINITY;
  return finishers.map((row, i) => {
    const stated = i === 0 ? { ms: winnerMs, gap: false } : resultTime(row.time);
    const ms = stated ? (stated.gap ? winnerMs + stated.ms : stated.ms) : previous + 5_000 + rng() * 30_000;
    previous = Math.max(toTenth(ms), previous + TENTH_MS);
    return previous;
  });
}

/**
 * Splits a driver's total over the stages by their weights with his own noise, in whole tenths that add up to
 * the total exactly (the rounding's remainder goes to the longest stage, where it is least visible).
 */
function spread(rng: Rng, totalMs: number, weights: readonly number[]): number[] {
  const noisy = weights.map((w) => w * (1 + STAGE_NOISE * normal(rng)));
  const sum = noisy.reduce((a, b) => a + b, 0);
  const times = noisy.map((w) => toTenth((totalMs * w) / sum));
  const longest = weights.indexOf(Math.max(...weights));
  times[longest] = (times[longest] ?? 0) + totalMs - times.reduce((a, b) => a + b, 0);
  return times;
}

/**
 * Stage times for every entered driver of a rally whose final result is known: a finisher's times add up to
 * his total in that result (so the overall after the last stage is its order), a driver who retired runs at a
 * field pace until the stage he retires on (between the second and the second-to-last) and is `retired` from
 * there on, a non-starter is `did_not_start` throughout. Stage winners and the Power Stage follow from the
 * times. Pure and deterministic for a given `rng`.
 */
export function simulateStageTimes(
  rng: Rng,
  stages: readonly TimedStage[],
  final: readonly FinalRow[],
  surface: Surface,
): SimulatedStage[] {
  const weights = stages.map((s) => s.lengthKm * (1 + STAGE_CHARACTER * normal(rng)));
  const totalKm = stages.reduce((sum, s) => sum + s.lengthKm, 0);
  const estimateMs = (totalKm / SPEED_KMH[surface]) * 3_600_000;
  const finishers = final
    .filter((r) => r.status === 'finished')
    .sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER));
  const totals = new Map(finisherTotals(rng, finishers, estimateMs).map((ms, i) => [finishers[i]?.driverName, ms]));

  const plans = final.map((row) => {
    if (row.status === 'did_not_start') return { row, times: [] as number[], outFrom: 0 };
    if (row.status === 'finished') return { row, times: spread(rng, totals.get(row.driverName) ?? estimateMs, weights), outFrom: stages.length };
    // Whoever retired was running somewhere in the field until then.
    const field = [...totals.values()];
    const paceOf = field[Math.floor(rng() * field.length)] ?? estimateMs;
    const outFrom = stages.length <= 2 ? 0 : 1 + Math.floor(rng() * (stages.length - 2));
    return { row, times: spread(rng, paceOf, weights), outFrom };
  });

  return stages.map((stage, k) => ({
    number: stage.number,
    results: plans.map(({ row, times, outFrom }): SimulatedStageFact => {
      if (row.status === 'did_not_start') return { driverName: row.driverName, status: 'did_not_start', timeMs: null };
      if (k >= outFrom) return { driverName: row.driverName, status: 'retired', timeMs: null };
      return { driverName: row.driverName, status: 'finished', timeMs: times[k] ?? null };
    }),
  }));
}
