import { sql, type SQL } from 'drizzle-orm';

/**
 * The condition for a lineup_history row (alias `lh`) being held at the lock of an event starting at `start`
 * (docs/game-rules.md §5.1, §2.4): the start instant belongs to "after", so a holding counts when it began
 * strictly before the start and had not ended before it (a driver sold at the start instant still counts).
 */
export function heldAtLock(start: SQL): SQL {
  return sql`lh.acquired_at < ${start} AND (lh.released_at IS NULL OR lh.released_at >= ${start})`;
}
