import { describe, expect, it } from 'vitest';
import { resultChanges, type ResultFacts } from './corrections';

const row = (driverId: number, position: number | null, fantasyPoints: number, points = 0): ResultFacts => ({
  driverId,
  position,
  status: position === null ? 'retired' : 'finished',
  points,
  fantasyPoints,
});

describe('what a correction changed (docs/game-rules.md §16.3)', () => {
  const name = (id: number) => `Driver ${id}`;

  it('lists only the drivers whose result differs, in id order', () => {
    const before = [row(2, 1, 35, 25), row(1, 2, 24, 18), row(3, 3, 17, 15)];
    const after = [row(1, 1, 32, 25), row(2, 2, 27, 18), row(3, 3, 17, 15)];
    expect(resultChanges(before, after, name)).toEqual([
      { driverId: 1, driverName: 'Driver 1', before: { position: 2, status: 'finished', points: 18, fantasyPoints: 24 }, after: { position: 1, status: 'finished', points: 25, fantasyPoints: 32 } },
      { driverId: 2, driverName: 'Driver 2', before: { position: 1, status: 'finished', points: 25, fantasyPoints: 35 }, after: { position: 2, status: 'finished', points: 18, fantasyPoints: 27 } },
    ]);
  });

  it('records a result added or taken away', () => {
    const changes = resultChanges([row(1, 1, 30)], [row(1, 1, 30), row(4, null, -5)], name);
    expect(changes).toEqual([{ driverId: 4, driverName: 'Driver 4', before: null, after: { position: null, status: 'retired', points: 0, fantasyPoints: -5 } }]);
    expect(resultChanges([row(1, 1, 30)], [], name)[0]?.after).toBeNull();
  });

  it('is empty for a republish of the same results', () => {
    expect(resultChanges([row(1, 1, 30)], [row(1, 1, 30)], name)).toEqual([]);
  });
});
