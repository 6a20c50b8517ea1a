import { describe, expect, it } from 'vitest';
import { driverEventPoints, driverEventPointsBreakdown, type DriverResultInput } from './driver-points';

const base: DriverResultInput = {
  status: 'finished',
  position: null,
  stageWins: 0,
  powerStagePosition: null,
  category: null,
  categoryPosition: null,
};

const result = (over: Partial<DriverResultInput>): DriverResultInput => ({ ...base, ...over });

describe('driverEventPoints: overall position (game-rules §4.2, §4.3)', () => {
  it.each([
    [1, 25],
    [2, 18],
    [3, 15],
    [4, 12],
    [5, 10],
    [6, 8],
    [7, 6],
    [8, 4],
    [9, 2],
    [10, 1],
  ])('a finisher in P%i gets %i position points plus the 2-point finish bonus', (position, points) => {
    expect(driverEventPoints(result({ position }))).toBe(points + 2);
  });

  it('gives no position points from 11th down, only the finish bonus', () => {
    expect(driverEventPoints(result({ position: 11 }))).toBe(2);
    expect(driverEventPoints(result({ position: 45 }))).toBe(2);
  });

  it('gives a finisher without a recorded position only the finish bonus', () => {
    expect(driverEventPoints(result({ position: null }))).toBe(2);
  });

  it('ignores impossible positions', () => {
    expect(driverEventPoints(result({ position: 0 }))).toBe(2);
    expect(driverEventPoints(result({ position: -1 }))).toBe(2);
    expect(driverEventPoints(result({ position: 1.5 }))).toBe(2);
  });
});

describe('driverEventPoints: bonuses', () => {
  it('adds 1 per stage win (game-rules §4.4)', () => {
    expect(driverEventPoints(result({ position: 1, stageWins: 5 }))).toBe(25 + 2 + 5);
  });

  it.each([
    [1, 5],
    [2, 4],
    [3, 3],
    [4, 2],
    [5, 1],
    [6, 0],
  ])('adds Power Stage points for P%i: %i (game-rules §4.5)', (powerStagePosition, points) => {
    expect(driverEventPoints(result({ position: 20, powerStagePosition }))).toBe(2 + points);
  });

  it('scores a rally winner who also won stages and the Power Stage', () => {
    // 25 (P1) + 2 (finish) + 7 (stage wins) + 5 (Power Stage P1) = 39
    expect(driverEventPoints(result({ position: 1, stageWins: 7, powerStagePosition: 1 }))).toBe(39);
  });

  it('treats a negative stage-win count as none', () => {
    expect(driverEventPoints(result({ position: 1, stageWins: -3 }))).toBe(27);
  });
});

describe('driverEventPoints: support categories (game-rules §4.6)', () => {
  it.each(['WRC2', 'WRC3'])('adds 5 for a finisher on the %s podium', (category) => {
    // P8 overall (4) + finish (2) + category podium (5) = 11
    expect(driverEventPoints(result({ position: 8, category, categoryPosition: 1 }))).toBe(11);
    expect(driverEventPoints(result({ position: 8, category, categoryPosition: 3 }))).toBe(11);
  });

  it('gives no bonus for 4th in the category', () => {
    expect(driverEventPoints(result({ position: 8, category: 'WRC2', categoryPosition: 4 }))).toBe(6);
  });

  it('gives no bonus for the top class or other classes', () => {
    expect(driverEventPoints(result({ position: 1, category: 'WRC', categoryPosition: 1 }))).toBe(27);
    expect(driverEventPoints(result({ position: 1, category: 'Rally1', categoryPosition: 1 }))).toBe(27);
    expect(driverEventPoints(result({ position: 30, category: 'Junior WRC', categoryPosition: 1 }))).toBe(2);
  });

  it('matches the category regardless of case and surrounding spaces', () => {
    expect(driverEventPoints(result({ position: 12, category: ' wrc3 ', categoryPosition: 2 }))).toBe(7);
  });

  it('gives no bonus without a category position or with an impossible one', () => {
    expect(driverEventPoints(result({ position: 12, category: 'WRC2', categoryPosition: null }))).toBe(2);
    expect(driverEventPoints(result({ position: 12, category: 'WRC2', categoryPosition: 0 }))).toBe(2);
  });

  it('gives no bonus to a driver who did not finish', () => {
    expect(driverEventPoints(result({ status: 'retired', category: 'WRC2', categoryPosition: 1 }))).toBe(-5);
  });
});

describe('driverEventPoints: statuses (game-rules §4.7; stage wins and Power Stage whatever the status, §4.4, §4.5)', () => {
  it('penalises a retirement by 5 and withholds position and finish points', () => {
    expect(driverEventPoints(result({ status: 'retired', position: 3 }))).toBe(-5);
  });

  it('penalises a disqualification by 10', () => {
    expect(driverEventPoints(result({ status: 'disqualified', position: 1 }))).toBe(-10);
  });

  it('penalises a no-show by 5', () => {
    expect(driverEventPoints(result({ status: 'did_not_start' }))).toBe(-5);
  });

  it('still counts stage wins and the Power Stage for a driver who retired', () => {
    // 2 stage wins (2) + Power Stage P3 (3) - retirement (5) = 0
    expect(driverEventPoints(result({ status: 'retired', stageWins: 2, powerStagePosition: 3 }))).toBe(0);
  });

  it('still counts stage wins for a disqualified driver', () => {
    // 1 stage win (1) + Power Stage P1 (5) - disqualification (10) = -4
    expect(driverEventPoints(result({ status: 'disqualified', stageWins: 1, powerStagePosition: 1 }))).toBe(
      -4,
    );
  });
});

describe('game-rules §4.9: the worked examples of the rules document', () => {
  it.each<[string, Partial<DriverResultInput>, number]>([
    ['A: 1st, 3 stage wins, Power Stage 1st', { position: 1, stageWins: 3, powerStagePosition: 1 }, 35],
    ['D: 4 stage wins, retired, Power Stage 3rd', { status: 'retired', stageWins: 4, powerStagePosition: 3 }, 2],
    ['F: 5th and 1st in WRC2', { position: 5, category: 'WRC2', categoryPosition: 1 }, 17],
    ['K: 11th', { position: 11 }, 2],
    ['G: disqualified after 2 stage wins', { status: 'disqualified', stageWins: 2 }, -8],
    ["F': did not start", { status: 'did_not_start' }, -5],
  ])('%s scores %i', (_label, over, points) => {
    expect(driverEventPoints(result(over))).toBe(points);
  });
});

describe('driverEventPointsBreakdown', () => {
  it('splits a finisher score into its parts', () => {
    expect(
      driverEventPointsBreakdown(
        result({ position: 2, stageWins: 3, powerStagePosition: 2, category: 'WRC2', categoryPosition: 1 }),
      ),
    ).toEqual({
      position: 18,
      finish: 2,
      stageWins: 3,
      powerStage: 4,
      supportCategory: 5,
      penalty: 0,
      total: 32,
    });
  });

  it('splits a retirement into its parts', () => {
    expect(
      driverEventPointsBreakdown(
        result({ status: 'retired', position: 5, stageWins: 4, powerStagePosition: 5 }),
      ),
    ).toEqual({
      position: 0,
      finish: 0,
      stageWins: 4,
      powerStage: 1,
      supportCategory: 0,
      penalty: -5,
      total: 0,
    });
  });

  it('has a total equal to driverEventPoints', () => {
    const r = result({ status: 'disqualified', stageWins: 2 });
    expect(driverEventPointsBreakdown(r).total).toBe(driverEventPoints(r));
    expect(driverEventPoints(r)).toBe(-8);
  });
});
