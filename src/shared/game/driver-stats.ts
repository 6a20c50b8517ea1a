import { roundHalfAwayFromZero } from './rounding';

export interface DriverEventRecord {
  eventId: number;
  round: number;
  eventName: string;
  startDate: string | Date;
  status: 'finished' | 'retired' | 'disqualified' | 'did_not_start';
  position: number | null;
  /** Official championship points. */
  points: number;
  fantasyPoints: number;
}

export interface DriverSeasonStats {
  /** Events the driver started (a non-starter does not count). */
  starts: number;
  wins: number;
  podiums: number;
  /** Classified finishes. */
  finishes: number;
  totalFantasyPoints: number;
  /** Fantasy points per event with a result, one decimal; 0 without events. */
  fantasyPointsPerEvent: number;
  bestPosition: number | null;
}

const classified = (e: DriverEventRecord) => e.status === 'finished' && e.position !== null;

/** The statistics panel of the driver page (docs/decisions/0043-constructor-and-driver-pages.md). */
export function driverSeasonStats(events: readonly DriverEventRecord[]): DriverSeasonStats {
  const finishes = events.filter(classified);
  const positions = finishes.map((e) => e.position as number);
  const totalFantasyPoints = events.reduce((sum, e) => sum + e.fantasyPoints, 0);
  return {
    starts: events.filter((e) => e.status !== 'did_not_start').length,
    wins: positions.filter((p) => p === 1).length,
    podiums: positions.filter((p) => p <= 3).length,
    finishes: finishes.length,
    totalFantasyPoints,
    fantasyPointsPerEvent:
      events.length === 0 ? 0 : roundHalfAwayFromZero((totalFantasyPoints * 10) / events.length) / 10,
    bestPosition: positions.length === 0 ? null : Math.min(...positions),
  };
}

export interface PointsProgressionPoint {
  eventId: number;
  round: number;
  eventName: string;
  points: number;
  fantasyPoints: number;
  /** Official points accumulated up to and including this event. */
  cumulativePoints: number;
}

/** Chronological points of a season for the chart: oldest event first, with the running total. */
export function pointsProgression(events: readonly DriverEventRecord[]): PointsProgressionPoint[] {
  const time = (d: string | Date) => (typeof d === 'string' ? new Date(d) : d).getTime();
  const ordered = [...events].sort((a, b) => time(a.startDate) - time(b.startDate) || a.eventId - b.eventId);
  let running = 0;
  return ordered.map((e) => {
    running += e.points;
    return {
      eventId: e.eventId,
      round: e.round,
      eventName: e.eventName,
      points: e.points,
      fantasyPoints: e.fantasyPoints,
      cumulativePoints: running,
    };
  });
}
