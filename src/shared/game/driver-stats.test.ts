import { describe, expect, it } from 'vitest';
import { driverSeasonStats, pointsProgression, type DriverEventRecord } from './driver-stats';

const e = (over: Partial<DriverEventRecord> & { eventId: number }): DriverEventRecord => ({
  round: over.eventId,
  eventName: `Rally ${over.eventId}`,
  startDate: new Date(Date.UTC(2026, 0, over.eventId)).toISOString(),
  status: 'finished',
  position: 5,
  points: 10,
  fantasyPoints: 12,
  ...over,
});

describe('driverSeasonStats', () => {
  it('is all zeros without events', () => {
    expect(driverSeasonStats([])).toEqual({
      starts: 0,
      wins: 0,
      podiums: 0,
      finishes: 0,
      totalFantasyPoints: 0,
      fantasyPointsPerEvent: 0,
      bestPosition: null,
    });
  });

  it('counts starts, wins, podiums and finishes', () => {
    const stats = driverSeasonStats([
      e({ eventId: 1, position: 1 }),
      e({ eventId: 2, position: 3 }),
      e({ eventId: 3, position: 4 }),
      e({ eventId: 4, status: 'retired', position: null, fantasyPoints: -5 }),
      e({ eventId: 5, status: 'did_not_start', position: null, fantasyPoints: -5 }),
    ]);
    expect(stats).toMatchObject({ starts: 4, wins: 1, podiums: 2, finishes: 3, bestPosition: 1 });
  });

  it('does not count a position without a finish as a podium', () => {
    expect(driverSeasonStats([e({ eventId: 1, status: 'disqualified', position: 1 })])).toMatchObject({
      wins: 0,
      podiums: 0,
      finishes: 0,
    });
  });

  it('averages fantasy points per event to one decimal, halves away from zero', () => {
    const stats = driverSeasonStats([
      e({ eventId: 1, fantasyPoints: 10 }),
      e({ eventId: 2, fantasyPoints: 11 }),
      e({ eventId: 3, fantasyPoints: 10 }),
      e({ eventId: 4, fantasyPoints: 10 }),
    ]);
    // 41 / 4 = 10.25 → 10.3
    expect(stats.totalFantasyPoints).toBe(41);
    expect(stats.fantasyPointsPerEvent).toBe(10.3);
  });
});

describe('pointsProgression', () => {
  it('orders events by start and accumulates official points', () => {
    const rows = pointsProgression([
      e({ eventId: 3, points: 5 }),
      e({ eventId: 1, points: 25 }),
      e({ eventId: 2, points: 0 }),
    ]);
    expect(rows.map((r) => [r.eventId, r.cumulativePoints])).toEqual([
      [1, 25],
      [2, 25],
      [3, 30],
    ]);
  });

  it('is empty without events', () => {
    expect(pointsProgression([])).toEqual([]);
  });
});
