import { captainBonus } from './captain';

/**
 * "Me vs them" for one locked event (docs/game-rules.md §8.11, issue 31 part 4): which drivers two lineups at the
 * lock share, and what each driver added to each team's event score, so the ones that made the difference can
 * be named. The server runs it on the lineups the engine scored; the browser only shows its answer.
 */

/** A driver of a lineup at the lock: his event points (null until the event is scored) and the armband. */
export interface HeldDriver {
  driverId: number;
  name: string;
  points: number | null;
  captain: boolean;
}

export interface ComparedDriver {
  driverId: number;
  name: string;
  /** Who held him at the lock: both teams (a shared driver), mine only or theirs only. */
  held: 'both' | 'mine' | 'theirs';
  /** What he added to my event score, the captain's bonus included; null: not in my lineup, or not scored yet. */
  mine: number | null;
  /** The same for the rival's team. */
  theirs: number | null;
  /** mine − theirs (a driver held by one side only counts 0 for the other); null until the event is scored. */
  difference: number | null;
}

/** What a held driver added to his team's event score (§5.4: the captain's points once more). */
function contribution(driver: HeldDriver | undefined): number | null {
  if (!driver || driver.points === null) return null;
  return driver.points + captainBonus({ points: driver.points, captain: driver.captain });
}

/**
 * Every driver of either lineup once, the ones that made the difference first (the biggest gap first), then the
 * shared ones that did not, each group by name. Unscored (`scored` false): no figures, lineup-only drivers first.
 */
export function compareLineups(mine: readonly HeldDriver[], theirs: readonly HeldDriver[], scored: boolean): ComparedDriver[] {
  const myById = new Map(mine.map((d) => [d.driverId, d]));
  const theirById = new Map(theirs.map((d) => [d.driverId, d]));
  const names = new Map([...theirs, ...mine].map((d) => [d.driverId, d.name]));
  const rows = [...names].map(([driverId, name]): ComparedDriver => {
    const m = myById.get(driverId);
    const t = theirById.get(driverId);
    const a = scored ? contribution(m) : null;
    const b = scored ? contribution(t) : null;
    return {
      driverId,
      name,
      held: m && t ? 'both' : m ? 'mine' : 'theirs',
      mine: a,
      theirs: b,
      difference: scored ? (a ?? 0) - (b ?? 0) : null,
    };
  });
  const weight = (r: ComparedDriver) => (r.difference === null ? (r.held === 'both' ? 0 : 1) : Math.abs(r.difference));
  return rows.sort((x, y) => weight(y) - weight(x) || x.name.localeCompare(y.name) || x.driverId - y.driverId);
}
