import { describe, expect, it } from 'vitest';
import { standingsWithMovement, type StandingResult } from './championship-standings';

const r = (
  eventId: number,
  subjectId: number | null,
  points: number,
  eventStart = eventId * 1000,
): StandingResult => ({
  eventId,
  eventStart,
  subjectId,
  points,
});

describe('standingsWithMovement (game-rules §10.1, §10.2 and §10.3)', () => {
  it('is empty without results', () => {
    expect(standingsWithMovement([])).toEqual([]);
    expect(standingsWithMovement([], [1, 2])).toEqual([]);
  });

  it('sums points per subject and ranks highest first', () => {
    const rows = standingsWithMovement([r(1, 10, 25), r(1, 11, 18), r(2, 10, 15), r(2, 11, 25)]);
    expect(rows.map((x) => [x.id, x.points, x.position])).toEqual([
      [11, 43, 1],
      [10, 40, 2],
    ]);
  });

  it('takes the previous position from the table before the latest event and derives the trend', () => {
    const rows = standingsWithMovement([
      r(1, 10, 25),
      r(1, 11, 18),
      r(1, 12, 15),
      r(2, 10, 0),
      r(2, 11, 25),
      r(2, 12, 1),
    ]);
    const byId = new Map(rows.map((x) => [x.id, x]));
    expect(byId.get(11)).toMatchObject({ position: 1, previousPosition: 2, trend: 'up' });
    expect(byId.get(10)).toMatchObject({ position: 2, previousPosition: 1, trend: 'down' });
    expect(byId.get(12)).toMatchObject({ position: 3, previousPosition: 3, trend: 'same' });
  });

  it('has no previous position after a single event', () => {
    const rows = standingsWithMovement([r(1, 10, 25), r(1, 11, 18)]);
    expect(rows.every((x) => x.previousPosition === null && x.trend === 'same')).toBe(true);
  });

  it('gives a newcomer of the latest event no previous position', () => {
    const rows = standingsWithMovement([r(1, 10, 25), r(2, 10, 18), r(2, 11, 25)]);
    expect(rows.find((x) => x.id === 11)).toMatchObject({ previousPosition: null, trend: 'same' });
  });

  it('orders events by start, not by id or input order', () => {
    // Event 5 started first, so event 3 is the latest one.
    const rows = standingsWithMovement([r(3, 11, 26, 2000), r(5, 10, 25, 1000), r(5, 11, 0, 1000)]);
    expect(rows.find((x) => x.id === 11)).toMatchObject({ position: 1, previousPosition: 2, trend: 'up' });
  });

  it('ranks extra subjects with 0 points and ignores rows without a subject', () => {
    const rows = standingsWithMovement([r(1, 1, 25), r(1, null, 99), r(2, 1, 1)], [1, 2]);
    expect(rows.map((x) => [x.id, x.points, x.position, x.previousPosition])).toEqual([
      [1, 26, 1, 1],
      [2, 0, 2, 2],
    ]);
  });

  it('breaks ties by ascending id', () => {
    const rows = standingsWithMovement([r(1, 7, 10), r(1, 3, 10)]);
    expect(rows.map((x) => x.id)).toEqual([3, 7]);
  });
});
