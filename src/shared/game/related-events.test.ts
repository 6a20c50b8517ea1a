import { describe, expect, it } from 'vitest';
import { relatedEvents, type RelatableEvent } from './related-events';

const ev = (id: number, country: string, surfaceType: string, day: number): RelatableEvent => ({
  id,
  country,
  surfaceType,
  startDate: new Date(Date.UTC(2026, 0, day)).toISOString(),
});

const current = ev(1, 'Finland', 'gravel', 100);

describe('relatedEvents', () => {
  it('keeps events with the same surface or the same country and never the event itself', () => {
    const events = [
      current,
      ev(2, 'Kenya', 'gravel', 50),
      ev(3, 'Finland', 'snow', 20),
      ev(4, 'Monaco', 'tarmac', 101),
    ];
    expect(relatedEvents(events, current).map((e) => e.id)).toEqual([2, 3]);
  });

  it('matches the country case-insensitively', () => {
    expect(relatedEvents([ev(2, ' finland ', 'snow', 1)], current).map((e) => e.id)).toEqual([2]);
  });

  it('returns at most three, nearest in time first', () => {
    const events = [
      ev(2, 'A', 'gravel', 10),
      ev(3, 'B', 'gravel', 95),
      ev(4, 'C', 'gravel', 130),
      ev(5, 'D', 'gravel', 104),
      ev(6, 'E', 'gravel', 96),
    ];
    expect(relatedEvents(events, current).map((e) => e.id)).toEqual([5, 6, 3]);
  });

  it('honours another limit and is empty when nothing matches', () => {
    expect(
      relatedEvents([ev(2, 'A', 'gravel', 10), ev(3, 'B', 'gravel', 20)], current, 1).map((e) => e.id),
    ).toEqual([3]);
    expect(relatedEvents([ev(2, 'Monaco', 'tarmac', 10)], current)).toEqual([]);
  });
});
