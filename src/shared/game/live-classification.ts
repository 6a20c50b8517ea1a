import type { LiveDriverState, StageResultStatus } from '../api/live';

/**
 * The rally as a timing site reads it, derived from the stage facts alone (docs/game-rules.md §15): stage
 * rankings and winners, the overall classification after any stage, the power-stage ranking. Nothing here is
 * stored: a corrected time changes everything after it on the next read.
 */

export interface StageFact {
  driverId: number;
  status: StageResultStatus;
  /** Null unless finished. */
  timeMs: number | null;
  penaltyMs: number;
  restarted: boolean;
}

export interface StageFacts {
  stageId: number;
  number: number;
  isPowerStage: boolean;
  results: readonly StageFact[];
}

export interface EntryFact {
  driverId: number;
  carNumber: number | null;
}

export interface StagePlace {
  driverId: number;
  position: number;
  timeMs: number;
  gapMs: number;
}

export interface OverallPlace {
  driverId: number;
  state: LiveDriverState;
  position: number | null;
  totalMs: number | null;
  gapMs: number | null;
  penaltyMs: number;
  stageWins: number;
  lastStagePosition: number | null;
  powerStagePosition: number | null;
}

/** Equal times: the lower car number first, then the lower driver id, so every order is total (§15.2). */
function byTimeThenCar(cars: ReadonlyMap<number, number | null>) {
  return (a: { driverId: number; ms: number }, b: { driverId: number; ms: number }): number =>
    a.ms - b.ms ||
    (cars.get(a.driverId) ?? Number.MAX_SAFE_INTEGER) - (cars.get(b.driverId) ?? Number.MAX_SAFE_INTEGER) ||
    a.driverId - b.driverId;
}

function carMap(entries: readonly EntryFact[]): Map<number, number | null> {
  return new Map(entries.map((e) => [e.driverId, e.carNumber]));
}

/** A stage's ranking: finishers by stage time (penalties count in the overall only, §15.2). */
export function stageRanking(stage: StageFacts, entries: readonly EntryFact[]): StagePlace[] {
  const timed = stage.results
    .filter((r) => r.status === 'finished' && r.timeMs !== null)
    .map((r) => ({ driverId: r.driverId, ms: r.timeMs ?? 0 }))
    .sort(byTimeThenCar(carMap(entries)));
  const best = timed[0]?.ms ?? 0;
  return timed.map((r, i) => ({ driverId: r.driverId, position: i + 1, timeMs: r.ms, gapMs: r.ms - best }));
}

/**
 * Where every entered driver stands after the published stages up to and including `uptoNumber` (all of them
 * when omitted), §15.3. Running: a time on every stage so far. Out: retired on a stage, or no time on one.
 * Did not start: out without a time on any stage. Restarted: out, and flagged to restart or timed again later.
 */
export function overallAfter(
  stages: readonly StageFacts[],
  entries: readonly EntryFact[],
  uptoNumber?: number,
): OverallPlace[] {
  const counted = [...stages]
    .filter((s) => uptoNumber === undefined || s.number <= uptoNumber)
    .sort((a, b) => a.number - b.number);
  const rankings = counted.map((s) => new Map(stageRanking(s, entries).map((p) => [p.driverId, p])));
  const last = rankings.at(-1);
  const powerIndex = counted.findIndex((s) => s.isPowerStage);

  const places = entries.map((entry) => {
    let totalMs = 0;
    let penaltyMs = 0;
    let stageWins = 0;
    let out = false;
    let everTimed = false;
    let restarted = false;
    counted.forEach((stage, i) => {
      const fact = stage.results.find((r) => r.driverId === entry.driverId);
      penaltyMs += fact?.penaltyMs ?? 0;
      const place = rankings[i]?.get(entry.driverId);
      if (place) {
        if (out) restarted = true;
        everTimed = true;
        totalMs += place.timeMs;
        if (place.position === 1) stageWins++;
      } else {
        out = true;
        if (fact?.restarted) restarted = true;
      }
    });
    const state: LiveDriverState = !out ? 'running' : !everTimed && !restarted ? 'did_not_start' : restarted ? 'restarted' : 'retired';
    return {
      driverId: entry.driverId,
      state,
      position: null as number | null,
      totalMs: state === 'running' ? totalMs + penaltyMs : null,
      gapMs: null as number | null,
      penaltyMs,
      stageWins,
      lastStagePosition: last?.get(entry.driverId)?.position ?? null,
      powerStagePosition: powerIndex >= 0 ? (rankings[powerIndex]?.get(entry.driverId)?.position ?? null) : null,
    };
  });

  const running = places
    .filter((p) => p.state === 'running')
    .map((p) => ({ driverId: p.driverId, ms: p.totalMs ?? 0 }))
    .sort(byTimeThenCar(carMap(entries)));
  const leader = running[0]?.ms ?? 0;
  const positions = new Map(running.map((r, i) => [r.driverId, i + 1]));
  for (const p of places) {
    p.position = positions.get(p.driverId) ?? null;
    p.gapMs = p.totalMs === null ? null : p.totalMs - leader;
  }
  const stateOrder: Record<LiveDriverState, number> = { running: 0, restarted: 1, retired: 2, did_not_start: 3 };
  return places.sort(
    (a, b) =>
      stateOrder[a.state] - stateOrder[b.state] ||
      (a.position ?? 0) - (b.position ?? 0) ||
      b.stageWins - a.stageWins ||
      a.driverId - b.driverId,
  );
}
