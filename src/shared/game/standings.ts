export type StandingTrend = 'up' | 'down' | 'same';

/** A smaller position number is a climb; with no previous position there is nothing to compare. */
export function standingTrend(position: number, previous: number | null | undefined): StandingTrend {
  if (previous === null || previous === undefined) return 'same';
  if (position < previous) return 'up';
  if (position > previous) return 'down';
  return 'same';
}

/**
 * Ranks championship rows by points, highest first. Tied rows get distinct consecutive positions ordered by
 * ascending id: the official count-back (most wins, then seconds...) is not in our data, and a stable,
 * repeatable order keeps `previous_position` and trends meaningful between recomputations.
 * The input array is not modified.
 */
export function rankChampionship<T extends { id: number; points: number }>(
  rows: T[],
): (T & { position: number })[] {
  return [...rows]
    .sort((a, b) => b.points - a.points || a.id - b.id)
    .map((row, index) => ({ ...row, position: index + 1 }));
}

export interface LeagueMemberScore {
  userId: string;
  joinedAt: Date;
  eventScores: { eventId: number; eventStart: Date; points: number }[];
}

export interface RankedMember extends LeagueMemberScore {
  points: number;
  position: number;
  rallyWins: number;
  bestRally: number;
  /** The member's score in the league's most recent scored event; null when he did not take part in it. */
  lastRally: number | null;
}

interface RallyScore {
  eventId: number;
  eventStart: number;
  points: number;
}

/** Entries sharing an event id are one rally (e.g. team and prediction points passed separately). */
function ralliesOf(member: LeagueMemberScore): RallyScore[] {
  const byEvent = new Map<number, RallyScore>();
  for (const s of member.eventScores) {
    const existing = byEvent.get(s.eventId);
    if (existing) existing.points += s.points;
    else byEvent.set(s.eventId, { eventId: s.eventId, eventStart: s.eventStart.getTime(), points: s.points });
  }
  return [...byEvent.values()];
}

/** The most recent of the rallies, by event start, then by event id when two share a start. */
function latest(rallies: readonly RallyScore[]): RallyScore | undefined {
  let best: RallyScore | undefined;
  for (const r of rallies) {
    if (
      !best ||
      r.eventStart > best.eventStart ||
      (r.eventStart === best.eventStart && r.eventId > best.eventId)
    ) {
      best = r;
    }
  }
  return best;
}

/** A score beats no score: a member who took part in the event ranks above one who did not, whatever his score. */
function byLastRally(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}

/**
 * League table (docs/game-rules.md §8.2): points, then rally wins (§8.3), best single rally, most recent
 * rally (§8.4), earliest join; a final comparison by user id makes the order total so positions never depend
 * on input order. A rally win is an event where the member's score was the highest among members who scored
 * in it; members sharing the highest score each get the win. "Most recent rally" is the member's score in the
 * league's most recent scored event (the latest event, by start then id, in which any member scored); a member
 * who did not take part in it ranks below every member who did. Members with no rallies have bestRally 0.
 */
export function rankLeagueMembers(members: LeagueMemberScore[]): RankedMember[] {
  const rallies = members.map(ralliesOf);
  const leagueLatest = latest(rallies.flat())?.eventId;

  const topByEvent = new Map<number, number>();
  for (const list of rallies) {
    for (const r of list) {
      const top = topByEvent.get(r.eventId);
      if (top === undefined || r.points > top) topByEvent.set(r.eventId, r.points);
    }
  }

  const scored = members.map((member, i) => {
    const list = rallies[i] ?? [];
    return {
      ...member,
      points: list.reduce((sum, r) => sum + r.points, 0),
      rallyWins: list.filter((r) => r.points === topByEvent.get(r.eventId)).length,
      bestRally: list.length === 0 ? 0 : Math.max(...list.map((r) => r.points)),
      lastRally: list.find((r) => r.eventId === leagueLatest)?.points ?? null,
    };
  });

  scored.sort(
    (a, b) =>
      b.points - a.points ||
      b.rallyWins - a.rallyWins ||
      b.bestRally - a.bestRally ||
      byLastRally(a.lastRally, b.lastRally) ||
      a.joinedAt.getTime() - b.joinedAt.getTime() ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );

  return scored.map((m, index) => ({ ...m, position: index + 1 }));
}
