/**
 * When the game reaches a player away from the page (docs/game-rules.md §17, docs/decisions/0195). Each kind
 * has a due instant, derived from the event's current facts every time it is looked at (so a moved start
 * re-plans it), and a grace after which it is no longer worth sending: a reminder whose moment passed while
 * no server was running, or because the start was moved earlier, is dropped rather than sent late.
 */
export const REACH_KINDS = ['lock_24h', 'lock_1h', 'digest'] as const;
export type ReachKind = (typeof REACH_KINDS)[number];

const HOUR = 3_600_000;

export const REMINDER_TIMING: Readonly<Record<ReachKind, { leadMs: number; graceMs: number }>> = {
  /** 24 h before the lock, worth sending for the first hour of that window. */
  lock_24h: { leadMs: 24 * HOUR, graceMs: HOUR },
  /** 1 h before the lock, worth sending for its first half hour. */
  lock_1h: { leadMs: HOUR, graceMs: HOUR / 2 },
  /** From the publish of the results, for a day. */
  digest: { leadMs: 0, graceMs: 24 * HOUR },
};

/** The instants [from, until) in which `kind` may be sent; `anchorMs` is the lock (start) or the publish. */
export function reachWindow(kind: ReachKind, anchorMs: number): { fromMs: number; untilMs: number } {
  const { leadMs, graceMs } = REMINDER_TIMING[kind];
  const fromMs = anchorMs - leadMs;
  // A lock reminder never goes out at or after the lock, whatever its grace says.
  const untilMs = kind === 'digest' ? fromMs + graceMs : Math.min(fromMs + graceMs, anchorMs);
  return { fromMs, untilMs };
}

/** Whether `kind`, anchored at `anchorMs`, is due at `nowMs` (game-rules §17.1, §17.2). */
export function isReachDue(kind: ReachKind, anchorMs: number, nowMs: number): boolean {
  const { fromMs, untilMs } = reachWindow(kind, anchorMs);
  return nowMs >= fromMs && nowMs < untilMs;
}
