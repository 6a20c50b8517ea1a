import { describe, expect, it } from 'vitest';
import { isEntered, notEntered } from './entry-list';

describe('entry list marks (docs/game-rules.md §16.1)', () => {
  const list = { entries: [{ driverId: 1 }, { driverId: 3 }] };

  it('marks a driver entered or not once the list has entries', () => {
    expect(isEntered(list, 1)).toBe(true);
    expect(isEntered(list, 2)).toBe(false);
  });

  it('says nothing while the list is empty (not published) or unknown', () => {
    expect(isEntered({ entries: [] }, 2)).toBeNull();
    expect(isEntered(null, 2)).toBeNull();
    expect(notEntered({ entries: [] }, [{ id: 2 }])).toEqual([]);
  });

  it('picks the lineup drivers who are not entered, in order', () => {
    expect(notEntered(list, [{ id: 4 }, { id: 1 }, { id: 2 }]).map((d) => d.id)).toEqual([4, 2]);
  });
});
