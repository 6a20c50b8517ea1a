import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The game clock's one row (docs/decisions/0184-one-clock.md). `app_now()` and `app_clock_timestamp()`
 * (migration 0014) read it: the real time plus `offset_ms`, or `frozen_at` when set. In production it stays
 * at 0 / NULL; only the test clock control writes it, so every statement, every instance and the server's
 * own clock agree on "now" in a test that moves time.
 */
export const appClock = pgTable(
  'app_clock',
  {
    id: boolean('id').primaryKey().default(true),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
  },
  (t) => [check('app_clock_one_row', sql`${t.id}`)],
);

/** Column default: the game clock's transaction time, never `now()`. */
export const appNowDefault = sql`app_now()`;
