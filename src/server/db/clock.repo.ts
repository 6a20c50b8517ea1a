import { sql } from 'drizzle-orm';
import type { ClockState } from '../lib/clock';
import type { Db, Tx } from './client';

interface ClockRow {
  offset_ms: string | number;
  frozen_ms: string | number | null;
}

/** The game clock's state as the database keeps it (migration 0014). */
export async function readClockState(db: Db): Promise<ClockState> {
  const res = (await db.execute(
    sql`SELECT offset_ms, (extract(epoch FROM frozen_at) * 1000)::float8 AS frozen_ms FROM app_clock`,
  )) as unknown as { rows: ClockRow[] };
  const row = res.rows[0];
  if (!row) throw new Error('app_clock has no row: the database is not migrated');
  return { offsetMs: Number(row.offset_ms), frozenAtMs: row.frozen_ms === null ? null : Number(row.frozen_ms) };
}

/** Moves the game clock for every statement and every instance (tests only: src/server/testing/). */
export async function writeClockState(db: Db, state: ClockState): Promise<void> {
  const frozen = state.frozenAtMs === null ? null : new Date(state.frozenAtMs).toISOString();
  await db.execute(
    sql`UPDATE app_clock SET offset_ms = ${Math.round(state.offsetMs)}, frozen_at = ${frozen}::timestamptz`,
  );
}

/** "Now" by the database's game clock: every instance agrees on it, whatever each machine's own clock says. */
export async function databaseNow(db: Db | Tx): Promise<Date> {
  const res = (await db.execute(sql`SELECT (extract(epoch FROM app_now()) * 1000)::float8 AS ms`)) as unknown as {
    rows: { ms: string | number }[];
  };
  const row = res.rows[0];
  if (!row) throw new Error('app_now() returned no row');
  return new Date(Number(row.ms));
}
