import { OWNERSHIP_MAX_AGE_MS, type OwnershipResponse } from '@shared/api/ownership';
import { ownershipShare } from '@shared/game/ownership';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { holdersAtLock, holdersNow, lastLockEvent, type HolderCount } from './ownership.repo';

/**
 * The lineups at a past lock change only when a team is deleted (transfers after it never count, §9.11),
 * so they are counted once per lock and kept longer than "now".
 */
const LOCK_MAX_AGE_MS = 10 * 60_000;

export interface OwnershipReader {
  read(): Promise<OwnershipResponse>;
}

/**
 * Ownership counts every team (docs/decisions/0208), so it is not recounted per request nor dropped by every
 * purchase (a million managers buy all day): one count per OWNERSHIP_MAX_AGE_MS per instance, by the game
 * clock, and requests that arrive while it runs wait for that one count instead of starting their own.
 */
export function createOwnershipReader(db: Db, clock: Clock, maxAgeMs = OWNERSHIP_MAX_AGE_MS): OwnershipReader {
  let kept: { answer: OwnershipResponse; expires: number } | null = null;
  let counting: Promise<OwnershipResponse> | null = null;
  let lock: { eventId: number; counts: Map<number, HolderCount>; expires: number } | null = null;

  async function lockCounts(eventId: number): Promise<Map<number, HolderCount>> {
    if (lock?.eventId === eventId && lock.expires > clock.nowMs()) return lock.counts;
    const counts = new Map((await holdersAtLock(db, eventId)).map((c) => [c.driverId, c]));
    lock = { eventId, counts, expires: clock.nowMs() + LOCK_MAX_AGE_MS };
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
      drivers: now.map((c) => {
        const then = atLock?.get(c.driverId);
        return {
          driverId: c.driverId,
          now: ownershipShare(c.holders, c.teams),
          atLock: atLock ? ownershipShare(then?.holders ?? 0, lockTeams) : null,
        };
      }),
    };
    kept = { answer, expires: countedAt.getTime() + maxAgeMs };
    return answer;
  }

  return {
    async read() {
      if (kept && kept.expires > clock.nowMs()) return kept.answer;
      counting ??= count().finally(() => {
        counting = null;
      });
      return counting;
    },
  };
}
