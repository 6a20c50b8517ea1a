import { describe, expect, it } from 'vitest';
import { overallAfter, stageRanking, type StageFact, type StageFacts } from './live-classification';
import { currentPodium, provisionalDriverBreakdown, provisionalPredictionPoints } from './live-points';

const entries = [
  { driverId: 1, carNumber: 1 },
  { driverId: 2, carNumber: 2 },
  { driverId: 3, carNumber: 3 },
  { driverId: 4, carNumber: 4 },
];
const t = (driverId: number, timeMs: number, penaltyMs = 0): StageFact => ({
  driverId,
  status: 'finished',
  timeMs,
  penaltyMs,
  restarted: false,
});
const out = (driverId: number, status: 'retired' | 'did_not_start', restarted = false): StageFact => ({
  driverId,
  status,
  timeMs: null,
  penaltyMs: 0,
  restarted,
});
const stage = (number: number, results: StageFact[], isPowerStage = false): StageFacts => ({
  stageId: number * 10,
  number,
  isPowerStage,
  results,
});

describe('stageRanking (game-rules §15.2)', () => {
  it('orders finishers by stage time, equal times by car number, and gives gaps to the winner', () => {
    const ranking = stageRanking(stage(1, [t(3, 100_000), t(2, 100_000), t(1, 101_500, 10_000), out(4, 'retired')]), entries);
    expect(ranking).toEqual([
      { driverId: 2, position: 1, timeMs: 100_000, gapMs: 0 },
      { driverId: 3, position: 2, timeMs: 100_000, gapMs: 0 },
      { driverId: 1, position: 3, timeMs: 101_500, gapMs: 1_500 },
    ]);
  });
});

describe('overallAfter (game-rules §15.3)', () => {
  const stages = [
    stage(1, [t(1, 300_000), t(2, 301_000), t(3, 299_000), out(4, 'did_not_start')]),
    stage(2, [t(1, 200_000, 10_000), t(2, 201_000), out(3, 'retired', true), out(4, 'did_not_start')]),
    stage(3, [t(1, 100_000), t(2, 99_000), t(3, 98_000), out(4, 'did_not_start')], true),
  ];

  it('classifies the drivers with a time on every stage by total time plus penalties', () => {
    const after1 = overallAfter(stages, entries, 1);
    expect(after1.map((p) => [p.driverId, p.state, p.position, p.gapMs])).toEqual([
      [3, 'running', 1, 0],
      [1, 'running', 2, 1_000],
      [2, 'running', 3, 2_000],
      [4, 'did_not_start', null, null],
    ]);
    // A 10 s penalty on stage 2 drops driver 1 behind driver 2 (§15.3: penalties count in the overall).
    const after3 = overallAfter(stages, entries);
    expect(after3.map((p) => [p.driverId, p.state, p.position, p.totalMs, p.stageWins, p.powerStagePosition])).toEqual([
      [2, 'running', 1, 601_000, 0, 2],
      [1, 'running', 2, 610_000, 1, 3],
      [3, 'restarted', null, null, 2, 1],
      [4, 'did_not_start', null, null, 0, null],
    ]);
  });

  it('scores the rally so far by the final rules (game-rules §15.4)', () => {
    const after3 = overallAfter(stages, entries);
    const byDriver = new Map(after3.map((p) => [p.driverId, provisionalDriverBreakdown(p).total]));
    expect(byDriver.get(2)).toBe(25 + 2 + 4); // leads, finishing bonus, 2nd on the power stage
    expect(byDriver.get(1)).toBe(18 + 2 + 1 + 3); // 2nd, bonus, won stage 2, 3rd on the power stage
    expect(byDriver.get(3)).toBe(2 + 5 - 5); // two stage wins, power stage win, out: retired
    expect(byDriver.get(4)).toBe(-5); // did not start
    expect(currentPodium(after3)).toEqual([2, 1]);
    expect(provisionalPredictionPoints([2, 1, 3], after3)).toBe(10);
  });
});
