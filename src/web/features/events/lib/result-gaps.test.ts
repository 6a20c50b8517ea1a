import { describe, expect, it } from 'vitest';
import { positionGapsBefore } from './result-gaps';

const row = (position: number | null, status: 'finished' | 'retired' | 'did_not_start' = 'finished') => ({
  position,
  status,
});

describe('positionGapsBefore', () => {
  it('finds nothing in an unbroken classification', () => {
    expect(positionGapsBefore([row(1), row(2), row(3)])).toEqual([null, null, null]);
  });

  it('marks a single missing place before the row after it', () => {
    expect(positionGapsBefore([row(1), row(2), row(4)])).toEqual([null, null, { from: 3, to: 3 }]);
  });

  it('marks a run of missing places, and missing places at the top', () => {
    expect(positionGapsBefore([row(2), row(3), row(7)])).toEqual([{ from: 1, to: 1 }, null, { from: 4, to: 6 }]);
  });

  it('ignores non-finishers, which have no place', () => {
    expect(positionGapsBefore([row(1), row(2), row(null, 'retired'), row(null, 'did_not_start')])).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('is empty for no rows', () => {
    expect(positionGapsBefore([])).toEqual([]);
  });
});
