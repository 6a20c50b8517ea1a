import { LIVE_LIMITS, type StageResultStatus } from '../api/live-constants';
import { parseStageTime, type StageTimeParse } from './stage-time';

/**
 * The checks of one stage's rows (docs/game-rules.md §15.1), run by the server (authority) and usable by the
 * console for comfort. Every problem names its row (1-based as sent, or as in the file) and field; the rows
 * come back as facts only when there is none.
 */

export interface StageRowInput {
  driverId: number;
  status: StageResultStatus;
  time?: string | null;
  penalty?: string | null;
  restarted?: boolean;
}

export interface StageRowFact {
  driverId: number;
  status: StageResultStatus;
  timeMs: number | null;
  penaltyMs: number;
  restarted: boolean;
}

export interface StageRowIssue {
  row: number;
  field: string;
  message: string;
}

function timeProblem(parsed: StageTimeParse & { ok: false }, what: string): string {
  switch (parsed.reason) {
    case 'negative':
      return `${what} must not be negative`;
    case 'tooLong':
      return `${what} must be at most ${LIVE_LIMITS.maxStageTimeMs / 3_600_000} hours`;
    case 'format':
      return `${what} must be a time as m:ss.t`;
  }
}

/**
 * `rowNumbers[i]` is the number shown for row i (the file's own numbering on an import); `entered` is the
 * event's entry list.
 */
export function checkStageRows(
  rows: readonly StageRowInput[],
  entered: ReadonlySet<number>,
  rowNumbers: readonly number[] = rows.map((_, i) => i + 1),
): { facts: StageRowFact[]; issues: StageRowIssue[] } {
  const issues: StageRowIssue[] = [];
  const seen = new Set<number>();
  const facts = rows.map((r, i) => {
    const row = rowNumbers[i] ?? i + 1;
    const issue = (field: string, message: string) => issues.push({ row, field, message: `Row ${row}: ${message}` });
    if (!entered.has(r.driverId)) issue('driverId', `driver ${r.driverId} is not entered in this event`);
    else if (seen.has(r.driverId)) issue('driverId', `driver ${r.driverId} is listed twice`);
    seen.add(r.driverId);

    let timeMs: number | null = null;
    const time = r.time?.trim() ? r.time.trim() : null;
    if (r.status === 'finished') {
      if (time === null) issue('time', 'a finished driver needs a stage time');
      else {
        const parsed = parseStageTime(time);
        if (parsed.ok) timeMs = parsed.ms;
        else issue('time', timeProblem(parsed, 'time'));
      }
    } else if (time !== null) {
      issue('time', 'only a finished driver has a stage time');
    }

    let penaltyMs = 0;
    const penalty = r.penalty?.trim() ? r.penalty.trim() : null;
    if (penalty !== null) {
      const parsed = parseStageTime(penalty, LIVE_LIMITS.maxPenaltyMs);
      if (parsed.ok) penaltyMs = parsed.ms;
      else issue('penalty', timeProblem(parsed, 'penalty'));
    }
    const restarted = r.restarted ?? false;
    if (restarted && r.status !== 'retired') issue('restarted', 'only a driver who retired on this stage can restart');
    return { driverId: r.driverId, status: r.status, timeMs, penaltyMs, restarted };
  });
  return { facts: issues.length === 0 ? facts : [], issues };
}
