import { describe, expect, it } from 'vitest';
import { MIN_STARTS_FOR_PERCENT, oddsSample } from './odds-sample';

describe('the sample behind the odds (game-rules §9.8, §16.6)', () => {
  const r = (position: number | null, status = 'finished') => ({ status, position });

  it('counts the podiums of the last five results, newest first', () => {
    expect(oddsSample([r(1), r(4), r(null, 'retired'), r(3), r(2), r(1)])).toEqual({ starts: 5, podiums: 3 });
  });

  it('one podium in one start is a sample too small for a percentage', () => {
    const sample = oddsSample([r(2)]);
    expect(sample).toEqual({ starts: 1, podiums: 1 });
    expect(sample.starts < MIN_STARTS_FOR_PERCENT).toBe(true);
  });
});
