import type { Clock } from '../../lib/clock';
import type { PrivateReadCache } from '../../lib/private-read-cache';
import type { CachedAnswer } from '../../lib/public-read-cache';
import { cacheLookups } from '../../lib/metrics';

/**
 * A league's live table, serialised, kept in memory per league (docs/decisions/0209): every member of a big league
 * reads the same table after each stage, and computing it costs a few index probes per member. An entry answers
 * only while
 * - the membership it was computed for is still the league's (`fingerprint`, read with each request, so a join or a
 *   leave on any instance shows at once);
 * - nothing the private reads follow has changed: a stage or a publish (NOTIFY rally_live), a change behind the
 *   public reads, many teams at once, an admin write or the clock clear it; a change to one member's user row or
 *   team (a new name) drops the leagues holding that member (`PrivateReadCache.onDrop`);
 * - the change feed is listening, and for `maxAgeMs` at most.
 */
export interface LeagueLiveCache {
  /** The kept answer for the league and this membership, or null. */
  get(leagueId: number, fingerprint: string): CachedAnswer | null;
  /** A token to hand back to `set`: an answer computed across a drop is not kept. */
  begin(): number;
  /** Keeps `answer` (its compressed forms are added by the first reply that needs them, sendEntry). */
  set(leagueId: number, fingerprint: string, memberIds: readonly string[], answer: CachedAnswer, begun: number): void;
  /** How long a kept answer lives at most. */
  readonly maxAgeMs: number;
  readonly size: number;
}

interface Entry {
  fingerprint: string;
  answer: CachedAnswer;
  members: readonly string[];
}

export function createLeagueLiveCache(
  clock: Clock,
  privateReads: PrivateReadCache,
  { maxAgeMs = 60_000, maxEntries = 500 } = {},
): LeagueLiveCache {
  const entries = new Map<number, Entry>();
  const leaguesOf = new Map<string, Set<number>>();
  let generation = 0;

  const forget = (leagueId: number) => {
    const entry = entries.get(leagueId);
    if (!entry) return;
    entries.delete(leagueId);
    for (const userId of entry.members) {
      const leagues = leaguesOf.get(userId);
      leagues?.delete(leagueId);
      if (leagues?.size === 0) leaguesOf.delete(userId);
    }
  };
  privateReads.onDrop((userId) => {
    generation += 1;
    if (userId === null) {
      entries.clear();
      leaguesOf.clear();
    } else for (const leagueId of [...(leaguesOf.get(userId) ?? [])]) forget(leagueId);
  });

  return {
    get(leagueId, fingerprint) {
      const entry = entries.get(leagueId);
      const hit = privateReads.live && entry !== undefined && entry.fingerprint === fingerprint && entry.answer.expires > clock.nowMs();
      cacheLookups.inc({ cache: 'league-live', result: hit ? 'hit' : 'miss' });
      if (hit) return entry.answer;
      if (entry) forget(leagueId);
      return null;
    },
    begin: () => generation,
    set(leagueId, fingerprint, memberIds, answer, begun) {
      if (!privateReads.live || begun !== generation) return;
      forget(leagueId);
      if (entries.size >= maxEntries) forget(entries.keys().next().value as number);
      entries.set(leagueId, { fingerprint, answer, members: memberIds });
      for (const userId of memberIds) {
        const leagues = leaguesOf.get(userId) ?? new Set<number>();
        leagues.add(leagueId);
        leaguesOf.set(userId, leagues);
      }
    },
    maxAgeMs,
    get size() {
      return entries.size;
    },
  };
}
