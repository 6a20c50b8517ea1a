import { describe, expect, it } from 'vitest';
import { eventsByDay, eventsOnDay, monthGridDays, openingMonth, weekdayDates } from './calendar-grid';

const local = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h);

describe('monthGridDays', () => {
  it('covers the month in whole Sunday-first weeks', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const days = monthGridDays(local(2026, 10, 15));
    expect(days).toHaveLength(35);
    expect(days[0]?.getDay()).toBe(0);
    expect(days[0]?.getDate()).toBe(1);
    expect(days.at(-1)?.getDay()).toBe(6);
    expect(days.at(-1)?.getDate()).toBe(5);
  });

  it('starts before the first of the month when the month does not start on Sunday', () => {
    // August 2026 starts on a Saturday: six weeks.
    const days = monthGridDays(local(2026, 7, 1));
    expect(days).toHaveLength(42);
    expect(days[0]?.getMonth()).toBe(6);
    expect(days[0]?.getDate()).toBe(26);
  });

  it('gives Sunday to Saturday headings', () => {
    expect(weekdayDates(local(2026, 7, 1)).map((d) => d.getDay())).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('eventsByDay', () => {
  const rally = {
    id: 1,
    startDate: local(2026, 10, 26, 17).toISOString(),
    endDate: local(2026, 10, 29, 16).toISOString(),
  };

  it('puts an event on every day from start to end', () => {
    const byDay = eventsByDay([rally]);
    for (const d of [26, 27, 28, 29]) expect(eventsOnDay(byDay, local(2026, 10, d))).toEqual([rally]);
    expect(eventsOnDay(byDay, local(2026, 10, 25))).toEqual([]);
    expect(eventsOnDay(byDay, local(2026, 10, 30))).toEqual([]);
  });

  it('spans month ends', () => {
    const e = {
      id: 2,
      startDate: local(2026, 11, 30, 9).toISOString(),
      endDate: local(2027, 0, 2, 9).toISOString(),
    };
    const byDay = eventsByDay([e]);
    expect(eventsOnDay(byDay, local(2026, 11, 31))).toEqual([e]);
    expect(eventsOnDay(byDay, local(2027, 0, 2))).toEqual([e]);
  });

  it('shows an event whose end precedes its start on its start day only', () => {
    const e = {
      id: 3,
      startDate: local(2026, 5, 10).toISOString(),
      endDate: local(2026, 5, 8).toISOString(),
    };
    const byDay = eventsByDay([e]);
    expect(eventsOnDay(byDay, local(2026, 5, 10))).toEqual([e]);
    expect(eventsOnDay(byDay, local(2026, 5, 9))).toEqual([]);
  });

  it('lists several events on a shared day', () => {
    const a = { id: 4, startDate: local(2026, 1, 1).toISOString(), endDate: local(2026, 1, 2).toISOString() };
    const b = { id: 5, startDate: local(2026, 1, 2).toISOString(), endDate: local(2026, 1, 3).toISOString() };
    expect(eventsOnDay(eventsByDay([a, b]), local(2026, 1, 2))).toEqual([a, b]);
  });
});

describe('openingMonth', () => {
  const ev = (start: Date, days = 3) => ({
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + days * 86_400_000).toISOString(),
  });
  const season = [ev(local(2026, 0, 22)), ev(local(2026, 6, 30)), ev(local(2026, 8, 10)), ev(local(2026, 10, 12))];

  it('opens on the month of the next rally, not round 1', () => {
    expect(openingMonth(season, 2026, local(2026, 5, 15))).toEqual(new Date(2026, 6, 1));
    expect(openingMonth(season, 2026, local(2026, 7, 20))).toEqual(new Date(2026, 8, 1));
  });

  it('counts a rally that is running as the next one', () => {
    expect(openingMonth(season, 2026, local(2026, 7, 1))).toEqual(new Date(2026, 6, 1));
  });

  it('does not depend on the order of the list', () => {
    expect(openingMonth([...season].reverse(), 2026, local(2026, 5, 15))).toEqual(new Date(2026, 6, 1));
  });

  it('opens on the last rally when the season is over', () => {
    expect(openingMonth(season, 2026, local(2026, 11, 20))).toEqual(new Date(2026, 10, 1));
  });

  it('opens a future season on its first rally', () => {
    expect(openingMonth([ev(local(2027, 1, 11))], 2027, local(2026, 5, 15))).toEqual(new Date(2027, 1, 1));
  });

  it('falls back to this month, or January of another year, without rallies', () => {
    expect(openingMonth([], 2026, local(2026, 5, 15))).toEqual(new Date(2026, 5, 1));
    expect(openingMonth([], 2025, local(2026, 5, 15))).toEqual(new Date(2025, 0, 1));
  });
});
