import { describe, expect, it } from 'vitest';
import { firstStageStart, planStartMove } from './event-start';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// SS1 at T, SS2 three hours later, SS3 not timed yet; the event starts with SS1.
const T = Date.UTC(2030, 11, 4, 8);
const stages = [T + 3 * HOUR, T, null];

describe('planStartMove (game-rules §2.6)', () => {
  it('finds the first timed stage, whatever the order', () => {
    expect(firstStageStart(stages)).toBe(T);
    expect(firstStageStart([null])).toBeNull();
  });

  it('refuses a start moved away from the first stage, earlier or later, without the stages', () => {
    expect(planStartMove({ currentStart: T, newStart: T - 7 * DAY, stageStarts: stages, shiftStages: false })).toEqual({ kind: 'refused', firstStageStart: T });
    expect(planStartMove({ currentStart: T, newStart: T + HOUR, stageStarts: stages, shiftStages: false })).toEqual({ kind: 'refused', firstStageStart: T });
  });

  it('moves the stages by what puts the first one at the new start', () => {
    expect(planStartMove({ currentStart: T, newStart: T - 7 * DAY, stageStarts: stages, shiftStages: true })).toEqual({ kind: 'shift', byMs: -7 * DAY });
    // A start set apart from SS1 before this rule: the shift still lands SS1 on the new start.
    expect(planStartMove({ currentStart: T - HOUR, newStart: T + DAY, stageStarts: stages, shiftStages: true })).toEqual({ kind: 'shift', byMs: DAY });
  });

  it('lets a start move onto the first stage, or anywhere while no stage has a time', () => {
    expect(planStartMove({ currentStart: T - HOUR, newStart: T, stageStarts: stages, shiftStages: false })).toEqual({ kind: 'fits' });
    expect(planStartMove({ currentStart: T, newStart: T + DAY, stageStarts: [null, null], shiftStages: false })).toEqual({ kind: 'free' });
  });

  it('never blocks an edit that keeps the start', () => {
    expect(planStartMove({ currentStart: T - HOUR, newStart: T - HOUR, stageStarts: stages, shiftStages: false })).toEqual({ kind: 'free' });
  });
});
