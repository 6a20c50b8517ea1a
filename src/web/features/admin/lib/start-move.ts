import type { AdminEvent, AdminStage } from '@shared/api/admin-events';
import { firstStageStart, planStartMove, type StartMove } from '@shared/game/event-start';

/**
 * The server's rule for a moved start (docs/game-rules.md §2.6) applied to the form's values, planned as if the
 * stages may move with it: a `shift` is a start the server refuses unless they do, so the console offers to move
 * them and refuses it while that offer is not taken, before anything is sent.
 */
export function startMoveOf(event: AdminEvent | null, stages: readonly AdminStage[], startIso: string): StartMove {
  if (!event || !startIso) return { kind: 'free' };
  return planStartMove({
    currentStart: Date.parse(event.startDate),
    newStart: Date.parse(startIso),
    stageStarts: stageStarts(stages),
    shiftStages: true,
  });
}

/** When the first timed stage starts (epoch ms), or null while no stage has a time. */
export function firstStageOf(stages: readonly AdminStage[]): number | null {
  return firstStageStart(stageStarts(stages));
}

function stageStarts(stages: readonly AdminStage[]): (number | null)[] {
  return stages.map((s) => (s.startTime === null ? null : Date.parse(s.startTime)));
}
