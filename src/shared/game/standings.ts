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
  lastRally: number;
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

/** The member's own most recent rally, by event start, then by event id when two share a start. */
function latest(rallies: RallyScore[]): RallyScore | undefined {
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

/**
 * League table (DESIGN §4): points, then rally wins, best single rally, most recent rally score, earliest
 * join; a final comparison by user id makes the order total so positions never depend on input order.
 * A rally win is an event where the member's score was the highest among members who scored in it; members
 * sharing the highest score each get the win. Members with no rallies have bestRally and lastRally 0.
 */
export function rankLeagueMembers(members: LeagueMemberScore[]): RankedMember[] {
  const rallies = members.map(ralliesOf);

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
      lastRally: latest(list)?.points ?? 0,
    };
  });

  scored.sort(
    (a, b) =>
      b.points - a.points ||
      b.rallyWins - a.rallyWins ||
      b.bestRally - a.bestRally ||
      b.lastRally - a.lastRally ||
      a.joinedAt.getTime() - b.joinedAt.getTime() ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );

  return scored.map((m, index) => ({ ...m, position: index + 1 }));
}
