import { describe, expect, it } from 'vitest';
import { compareLineups, type HeldDriver } from './rival-comparison';

const d = (driverId: number, name: string, points: number | null, captain = false): HeldDriver => ({ driverId, name, points, captain });

describe('compareLineups (docs/game-rules.md §8.11)', () => {
  it('names the shared drivers and puts the ones that made the difference first, captains counted twice', () => {
    // Mine: Ana 27 (captain → 54), Ben 20, Cal −5. Theirs: Ana 27, Ben 20 (captain → 40), Dan 12.
    // Ana: 54 − 27 = +27; Ben: 20 − 40 = −20; Cal: −5 − 0 = −5; Dan: 0 − 12 = −12.
    const rows = compareLineups(
      [d(1, 'Ana', 27, true), d(2, 'Ben', 20), d(3, 'Cal', -5)],
      [d(1, 'Ana', 27), d(2, 'Ben', 20, true), d(4, 'Dan', 12)],
      true,
    );
    expect(rows).toEqual([
      { driverId: 1, name: 'Ana', held: 'both', mine: 54, theirs: 27, difference: 27 },
      { driverId: 2, name: 'Ben', held: 'both', mine: 20, theirs: 40, difference: -20 },
      { driverId: 4, name: 'Dan', held: 'theirs', mine: null, theirs: 12, difference: -12 },
      { driverId: 3, name: 'Cal', held: 'mine', mine: -5, theirs: null, difference: -5 },
    ]);
  });

  it('gives a shared driver with the same armband a difference of 0, listed after the others', () => {
    const rows = compareLineups([d(1, 'Ana', 10), d(2, 'Ben', 3)], [d(1, 'Ana', 10), d(5, 'Eli', 0)], true);
    expect(rows.map((r) => [r.name, r.difference])).toEqual([
      ['Ben', 3],
      ['Ana', 0],
      ['Eli', 0],
    ]);
  });

  it('shows no figures before the event is scored, the drivers only one side holds first', () => {
    const rows = compareLineups([d(1, 'Ana', null, true), d(2, 'Ben', null)], [d(1, 'Ana', null)], false);
    expect(rows).toEqual([
      { driverId: 2, name: 'Ben', held: 'mine', mine: null, theirs: null, difference: null },
      { driverId: 1, name: 'Ana', held: 'both', mine: null, theirs: null, difference: null },
    ]);
  });

  it('compares with an empty side (no team, or no lineup at the lock)', () => {
    expect(compareLineups([], [d(7, 'Gus', 8)], true)).toEqual([{ driverId: 7, name: 'Gus', held: 'theirs', mine: null, theirs: 8, difference: -8 }]);
  });
});
