import { describe, expect, it } from 'vitest';
import { creationAge } from './age-label';

const now = new Date('2025-06-15T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('creationAge (game-rules §8.7)', () => {
  it('is today under one day', () => {
    expect(creationAge(now, now)).toEqual({ unit: 'today', count: 0 });
    expect(creationAge(ago(23 * HOUR + 59 * 60 * 1000), now)).toEqual({ unit: 'today', count: 0 });
  });

  it('is today for a date slightly in the future', () => {
    expect(creationAge(new Date(now.getTime() + HOUR), now)).toEqual({ unit: 'today', count: 0 });
  });

  it('is yesterday for one full day', () => {
    expect(creationAge(ago(DAY), now)).toEqual({ unit: 'yesterday', count: 1 });
    expect(creationAge(ago(DAY + 23 * HOUR), now)).toEqual({ unit: 'yesterday', count: 1 });
  });

  it('counts days from 2 to 6', () => {
    expect(creationAge(ago(2 * DAY), now)).toEqual({ unit: 'days', count: 2 });
    expect(creationAge(ago(6 * DAY + 23 * HOUR), now)).toEqual({ unit: 'days', count: 6 });
  });

  it('counts whole weeks from 7 to 29 days', () => {
    expect(creationAge(ago(7 * DAY), now)).toEqual({ unit: 'weeks', count: 1 });
    expect(creationAge(ago(13 * DAY), now)).toEqual({ unit: 'weeks', count: 1 });
    expect(creationAge(ago(14 * DAY), now)).toEqual({ unit: 'weeks', count: 2 });
    expect(creationAge(ago(29 * DAY), now)).toEqual({ unit: 'weeks', count: 4 });
  });

  it('counts 30-day months from 30 to 364 days', () => {
    expect(creationAge(ago(30 * DAY), now)).toEqual({ unit: 'months', count: 1 });
    expect(creationAge(ago(59 * DAY), now)).toEqual({ unit: 'months', count: 1 });
    expect(creationAge(ago(60 * DAY), now)).toEqual({ unit: 'months', count: 2 });
    expect(creationAge(ago(364 * DAY), now)).toEqual({ unit: 'months', count: 12 });
  });

  it('counts 365-day years from 365 days', () => {
    expect(creationAge(ago(365 * DAY), now)).toEqual({ unit: 'years', count: 1 });
    expect(creationAge(ago(729 * DAY), now)).toEqual({ unit: 'years', count: 1 });
    expect(creationAge(ago(730 * DAY), now)).toEqual({ unit: 'years', count: 2 });
  });
});
