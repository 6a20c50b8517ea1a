/**
 * What an edit of an event's start does to its stages (docs/game-rules.md §2.6). An event's start is its first
 * stage's start (§2.1), the moment lineups and predictions lock, so a start that moves away from the first
 * timed stage is refused unless the stages move with it. Times are epoch milliseconds.
 */
export type StartMove =
  /** Nothing to check: the start stays, or no stage has a time yet. */
  | { kind: 'free' }
  /** The new start is the first stage's start. */
  | { kind: 'fits' }
  /** Every timed stage moves by `byMs`, so the first starts at the new start and the others keep their gaps. */
  | { kind: 'shift'; byMs: number }
  /** The start would leave the first stage: refused, nothing written. */
  | { kind: 'refused'; firstStageStart: number };

export function firstStageStart(stageStarts: readonly (number | null)[]): number | null {
  const timed = stageStarts.filter((t): t is number => t !== null);
  return timed.length === 0 ? null : Math.min(...timed);
}

export function planStartMove(move: {
  currentStart: number;
  newStart: number;
  stageStarts: readonly (number | null)[];
  shiftStages: boolean;
}): StartMove {
  // An edit that keeps the start (a name, a surface) is never blocked by stages set apart from it earlier.
  if (move.newStart === move.currentStart) return { kind: 'free' };
  const first = firstStageStart(move.stageStarts);
  if (first === null) return { kind: 'free' };
  if (move.newStart === first) return { kind: 'fits' };
  if (move.shiftStages) return { kind: 'shift', byMs: move.newStart - first };
  return { kind: 'refused', firstStageStart: first };
}
