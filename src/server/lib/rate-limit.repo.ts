import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';

/** The game clock in epoch milliseconds, as the windows are stored. */
const nowMs = sql<number>`(extract(epoch FROM app_clock_timestamp()) * 1000)::bigint`;

/**
 * Fixed-window counters kept in the database so that every API instance sees the same counts, on the database's
 * clock. One upsert both starts a new window (when the old one expired) and counts the hit.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<number> {
  return (await hitWithWindow(db, key, windowMs)).count;
}

/**
 * `hit`, also telling how long the window it counted in has left (milliseconds, on the database's clock), for a
 * `Retry-After` that is exact rather than the whole window.
 */
export async function hitWithWindow(db: Db, key: string, windowMs: number): Promise<{ count: number; remainingMs: number }> {
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: nowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${nowMs} - ${windowMs} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${nowMs} - ${windowMs} THEN ${nowMs} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, remainingMs: sql<number>`(${rateLimits.windowStart} + ${windowMs} - ${nowMs})::int` });
  const row = rows[0];
  return { count: row?.count ?? 1, remainingMs: Number(row?.remainingMs ?? windowMs) };
}

export async function current(db: Db, key: string, windowMs: number): Promise<number> {
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.windowStart} > ${nowMs} - ${windowMs}`));
  return rows[0]?.count ?? 0;
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Gives back one counted hit (an attempt that turned out not to be a failure), never below zero. */
export async function release(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}
