import type { OwnershipResponse } from '@shared/api/ownership';
import { OWNERSHIP_MAX_AGE_MS } from '@shared/constants/game';
import { ownershipShare } from '@shared/game/ownership';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { holdersAtLock, holdersNow, lastLockEvent, type HolderCount } from './ownership.repo';

/**
 * The lineups at a past lock change only when a team is deleted (transfers at or after it never count,
 * §9.11), so they are counted once per lock and instance and kept an hour: the count that reads every
 * lineup interval runs about once a fortnight, not once a minute.
 */
const LOCK_MAX_AGE_MS = 60 * 60_000;

export interface OwnershipReader {
  read(): Promise<OwnershipResponse>;
}

/**
 * Ownership counts every team (docs/decisions/0208), so it is neither recounted per request nor dropped by
 * every purchase (a million managers buy all day). One answer is kept per instance, by the game clock:
 * - younger than `maxAgeMs`: served as it is;
 * - older: still served, and one recount starts behind it, so no request waits for a count over every team;
 * - older than twice `maxAgeMs` (no request came for a minute), or none yet: the request waits for the recount.
 * So "now" is never more than two minutes old, and under steady traffic a minute plus one count. Requests
 * that arrive while a count runs share it instead of starting their own.
 */
export function createOwnershipReader(db: Db, clock: Clock, maxAgeMs = OWNERSHIP_MAX_AGE_MS): OwnershipReader {
  let kept: { answer: OwnershipResponse; countedAt: number } | null = null;
  let counting: Promise<OwnershipResponse> | null = null;
  let lock: { eventId: number; counts: Map<number, HolderCount>; countedAt: number } | null = null;

  async function lockCounts(eventId: number): Promise<Map<number, HolderCount>> {
    if (lock?.eventId === eventId && clock.nowMs() - lock.countedAt < LOCK_MAX_AGE_MS) return lock.counts;
    const countedAt = clock.nowMs();
    const counts = new Map((await holdersAtLock(db, eventId)).map((c) => [c.driverId, c]));
    lock = { eventId, counts, countedAt };
    return counts;
  }

  async function count(): Promise<OwnershipResponse> {
    const countedAt = clock.now();
    const event = await lastLockEvent(db);
    const now = await holdersNow(db);
    const atLock = event ? await lockCounts(event.id) : null;
    // Every row carries the same number of teams; a driver added after the lock was held by no one then.
    const lockTeams = atLock ? ([...atLock.values()][0]?.teams ?? 0) : 0;
    const answer: OwnershipResponse = {
      countedAt: countedAt.toISOString(),
      lastLock: event ? { eventId: event.id, eventName: event.name, startDate: event.startDate.toISOString() } : null,
      drivers: now.map((c) => ({
        driverId: c.driverId,
        now: ownershipShare(c.holders, c.teams),
        atLock: atLock ? ownershipShare(atLock.get(c.driverId)?.holders ?? 0, lockTeams) : null,
      })),
    };
    kept = { answer, countedAt: countedAt.getTime() };
    return answer;
  }

  const recount = () =>
    (counting ??= count().finally(() => {
      counting = null;
    }));

  return {
    async read() {
      const age = kept ? clock.nowMs() - kept.countedAt : Infinity;
      if (kept && age < maxAgeMs) return kept.answer;
      if (kept && age < 2 * maxAgeMs) {
        // A failed recount behind a kept answer is retried by the next request; the kept answer stands.
        recount().catch(() => undefined);
        return kept.answer;
      }
      return recount();
    },
  };
}
