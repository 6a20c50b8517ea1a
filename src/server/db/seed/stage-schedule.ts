import { TZDate } from '@date-fns/tz';
import { DAY_MS } from './date-layout';
import type { PlannedStage } from './stage-plan';

// Lays stages over a Thursday→Sunday weekend on the rally's own clock (its time zone, docs/decisions/0167):
// a Thursday evening opener on long rallies, two full days of loops, and a short Sunday ending with the Power
// Stage, the shape of a modern WRC round.

export interface ScheduledStage {
  number: number;
  name: string;
  length: number | null;
  startTime: Date;
  isPowerStage: boolean;
}

function daysFor(count: number): number[] {
  const thursday = count >= 17 ? 2 : count >= 12 ? 1 : 0;
  const sunday = count >= 12 ? 4 : Math.max(1, Math.floor(count / 4));
  const rest = count - thursday - sunday;
  const friday = Math.ceil(rest / 2);
  const saturday = rest - friday;
  return [
    ...Array.from({ length: thursday }, () => 0),
    ...Array.from({ length: friday }, () => 1),
    ...Array.from({ length: saturday }, () => 2),
    ...Array.from({ length: sunday }, () => 3),
  ];
}

/** Thursday stages start in the evening; the other days run from 07:00 local time with room for service. */
function timesForDay(day: number, stagesThatDay: number): { hour: number; spacingMinutes: number } {
  if (day === 0) return { hour: 17, spacingMinutes: 60 };
  if (day === 3) return { hour: 7, spacingMinutes: 90 };
  // Spread the day over about ten hours, in whole five-minute slots.
  const spacing = Math.min(120, Math.floor(600 / Math.max(1, stagesThatDay) / 5) * 5);
  return { hour: 7, spacingMinutes: spacing };
}

/** The instant of a wall-clock time `dayOffset` days after the Thursday (a UTC-midnight date) in `timeZone`. */
export function localAt(thursdayMidnight: number, dayOffset: number, minutes: number, timeZone: string): Date {
  const day = new Date(thursdayMidnight + dayOffset * DAY_MS);
  const local = new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 0, minutes, timeZone);
  return new Date(local.getTime());
}

export function scheduleStages(
  planned: readonly PlannedStage[],
  thursdayMidnight: number,
  timeZone = 'UTC',
): ScheduledStage[] {
  const fallbackDays = daysFor(planned.length);
  const days = planned.map((s, i) => s.day ?? fallbackDays[i] ?? 3);
  const seenPerDay = new Map<number, number>();
  return planned.map((stage, i) => {
    const day = days[i] ?? 3;
    const indexInDay = seenPerDay.get(day) ?? 0;
    seenPerDay.set(day, indexInDay + 1);
    const { hour, spacingMinutes } = timesForDay(day, days.filter((d) => d === day).length);
    return {
      number: i + 1,
      name: stage.name,
      length: stage.km,
      startTime: localAt(thursdayMidnight, day, hour * 60 + indexInDay * spacingMinutes, timeZone),
      // The last stage of every rally is its Power Stage.
      isPowerStage: i === planned.length - 1,
    };
  });
}
