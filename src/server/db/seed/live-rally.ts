import type { ScheduledStage } from './stage-schedule';

// The demo's rally in progress (DEMO_LIVE, docs/decisions/0201): when its stages run and when each is due.

/** How often the rally in progress publishes a stage while the server runs. */
export const LIVE_STAGE_INTERVAL_MS = 2 * 60_000;

/**
 * Its stages run back to back, one per interval, from one interval before the seed: lineups and predictions
 * are locked from the start, the first stage is due as soon as the server runs, and stage k's results come
 * out as stage k + 1 starts (so each stage's status, game-rules §2.2, agrees with what is published).
 */
export function liveRallySchedule(schedule: readonly ScheduledStage[], seededAt: Date): ScheduledStage[] {
  const start = seededAt.getTime() - LIVE_STAGE_INTERVAL_MS;
  return schedule.map((s, i) => ({ ...s, startTime: new Date(start + i * LIVE_STAGE_INTERVAL_MS) }));
}

/** When stage `number` of the rally started at `start` is due to be published (epoch ms). */
export function liveStageDueAt(start: Date, number: number): number {
  return start.getTime() + number * LIVE_STAGE_INTERVAL_MS;
}

/** The rally ends one interval after its last stage is due, once its results can be out. */
export function liveRallyEnd(start: Date, stageCount: number): Date {
  return new Date(liveStageDueAt(start, stageCount + 1));
}
