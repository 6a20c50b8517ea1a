import { sql, type SQL } from 'drizzle-orm';
import { MAX_TEAM_DRIVERS } from '@shared/constants/game';
import { REMINDER_TIMING, type ReachKind } from '@shared/game/reminders';
import type { Db } from '../../db/client';

export type ReachChannel = 'email' | 'push';

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;
const ms = (n: number) => sql`make_interval(secs => ${n / 1000})`;

/** The reach_preferences column that switches `kind` on `channel` (a missing row: every kind on). */
function preferenceColumn(kind: ReachKind, channel: ReachChannel): SQL {
  if (channel === 'push') return kind === 'digest' ? sql`rp.push_results` : sql`rp.push_lock`;
  if (kind === 'lock_24h') return sql`rp.email_lock_24h`;
  if (kind === 'lock_1h') return sql`rp.email_lock_1h`;
  return sql`rp.email_digest`;
}

/**
 * The events for which `kind` is due at the game clock's now, with the instant it is anchored on: the lock
 * (start_date) for reminders, the publish for digests. Read from the event's current facts every time, so a
 * moved start or a re-publish re-plans the kind; `REMINDER_TIMING` (docs/game-rules.md §17) gives the window.
 */
function dueEvents(kind: ReachKind): SQL {
  const { leadMs, graceMs } = REMINDER_TIMING[kind];
  if (kind === 'digest') {
    return sql`SELECT e.id FROM events e
      WHERE e.results_published_at IS NOT NULL
        AND (SELECT app_now()) >= e.results_published_at
        AND (SELECT app_now()) < e.results_published_at + ${ms(graceMs)}`;
  }
  return sql`SELECT e.id FROM events e
    WHERE e.results_published_at IS NULL
      AND (SELECT app_now()) >= e.start_date - ${ms(leadMs)}
      AND (SELECT app_now()) < least(e.start_date - ${ms(leadMs)} + ${ms(graceMs)}, e.start_date)`;
}

/**
 * Who is owed `kind` for an event: reminders go to players whose team is not full or who have no prediction
 * for the event; digests to players the publish scored (a team score or a processed prediction).
 */
function audience(kind: ReachKind): SQL {
  if (kind === 'digest') {
    return sql`(EXISTS (SELECT 1 FROM team_event_scores s JOIN fantasy_teams ft ON ft.id = s.team_id
                        WHERE ft.user_id = u.id AND s.event_id = due.id)
             OR EXISTS (SELECT 1 FROM predictions p WHERE p.user_id = u.id AND p.event_id = due.id AND p.is_processed))`;
  }
  return sql`(NOT EXISTS (SELECT 1 FROM fantasy_teams ft
                          WHERE ft.user_id = u.id
                            AND (SELECT count(*) FROM fantasy_team_drivers d WHERE d.team_id = ft.id) >= ${MAX_TEAM_DRIVERS})
           OR NOT EXISTS (SELECT 1 FROM predictions p WHERE p.user_id = u.id AND p.event_id = due.id))`;
}

/** Whether the player wants `kind` on `channel`: e-mail also needs the spec's master switch (email_updates). */
function wanted(kind: ReachKind, channel: ReachChannel): SQL {
  const master =
    channel === 'email'
      ? sql`coalesce((SELECT up.email_updates FROM user_preferences up WHERE up.user_id = u.id), true)`
      : sql`EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = u.id)`;
  return sql`${master} AND coalesce((SELECT ${preferenceColumn(kind, channel)} FROM reach_preferences rp WHERE rp.user_id = u.id), true)`;
}

/**
 * Plans every delivery of `kind` now due, in one set-based statement (status `planned`, no owner yet): the
 * unique index on (user, event, kind, channel) lets every instance run it on every pass without doubling a
 * row. Planned rows of a kind no longer due (the window closed before they were sent, the start moved) are
 * dropped, so they are never sent late and a later window may plan them afresh.
 */
export async function planDue(db: Db, kind: ReachKind, channel: ReachChannel): Promise<number> {
  await db.execute(sql`
    DELETE FROM reach_deliveries
    WHERE status = 'planned' AND kind = ${kind} AND channel = ${channel} AND event_id NOT IN (${dueEvents(kind)})`);
  const res = await db.execute(sql`
    INSERT INTO reach_deliveries (user_id, event_id, kind, channel, status)
    SELECT u.id, due.id, ${kind}, ${channel}, 'planned'
    FROM (${dueEvents(kind)}) due CROSS JOIN users u
    WHERE NOT coalesce(u.banned, false)
      AND ${wanted(kind, channel)}
      AND ${audience(kind)}
      AND NOT EXISTS (SELECT 1 FROM reach_deliveries d
                      WHERE d.user_id = u.id AND d.event_id = due.id AND d.kind = ${kind} AND d.channel = ${channel})
    ON CONFLICT DO NOTHING`);
  return Number((res as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (res as { affectedRows?: number }).affectedRows ?? 0);
}

/**
 * Takes up to `limit` planned rows for this instance (FOR UPDATE SKIP LOCKED: two instances never take the
 * same row), with a lease so a dead instance's batch goes back to the others.
 */
export async function claimPlanned(db: Db, channel: ReachChannel, limit: number, leaseMs: number): Promise<number[]> {
  const res = await db.execute(sql`
    UPDATE reach_deliveries SET status = 'claimed', lease_until = (SELECT app_now()) + ${ms(leaseMs)}
    WHERE id IN (
      SELECT id FROM reach_deliveries
      WHERE channel = ${channel} AND status = 'planned'
      ORDER BY id
      FOR UPDATE SKIP LOCKED
      LIMIT ${limit})
    RETURNING id`);
  return rowsOf<{ id: number }>(res).map((r) => Number(r.id));
}

/**
 * After a crash: a `claimed` row whose lease ran out never left the server and is taken over; a `sending`
 * row whose lease ran out may have left and is marked `lost` (at most once, docs/decisions/0195); a `failed`
 * one (the relay refused it) is tried again, three times in all. Returns the rows this caller took over.
 */
export async function recoverExpired(db: Db, channel: ReachChannel, leaseMs: number): Promise<number[]> {
  await db.execute(sql`
    UPDATE reach_deliveries SET status = 'lost', lease_until = NULL
    WHERE channel = ${channel} AND status = 'sending' AND lease_until < (SELECT app_now())`);
  const res = await db.execute(sql`
    UPDATE reach_deliveries SET status = 'claimed', lease_until = (SELECT app_now()) + ${ms(leaseMs)}
    WHERE id IN (
      SELECT id FROM reach_deliveries
      WHERE channel = ${channel}
        AND ((status = 'claimed' AND lease_until < (SELECT app_now())) OR (status = 'failed' AND attempts < 3))
      ORDER BY id
      FOR UPDATE SKIP LOCKED
      LIMIT 100)
    RETURNING id`);
  return rowsOf<{ id: number }>(res).map((r) => Number(r.id));
}

/**
 * The gate before a message leaves: `claimed` → `sending`, in its own commit. Only one caller can win it.
 * A row whose kind is no longer due (the start moved, the window closed while it waited) is deleted instead,
 * so a later window plans it afresh; false then, and false when another instance won the row.
 */
export async function beginSending(db: Db, id: number, leaseMs: number): Promise<boolean> {
  const res = await db.execute(sql`
    UPDATE reach_deliveries d SET status = 'sending', attempts = attempts + 1,
           lease_until = (SELECT app_now()) + ${ms(leaseMs)}
    WHERE d.id = ${id} AND d.status = 'claimed'
      AND (  (d.kind = 'lock_24h' AND d.event_id IN (${dueEvents('lock_24h')}))
          OR (d.kind = 'lock_1h' AND d.event_id IN (${dueEvents('lock_1h')}))
          OR (d.kind = 'digest' AND d.event_id IN (${dueEvents('digest')})))
    RETURNING id`);
  if (rowsOf(res).length > 0) return true;
  await db.execute(sql`DELETE FROM reach_deliveries WHERE id = ${id} AND status = 'claimed'`);
  return false;
}

export async function markSent(db: Db, id: number, rank: number | null): Promise<void> {
  await db.execute(sql`
    UPDATE reach_deliveries SET status = 'sent', sent_at = (SELECT app_now()), lease_until = NULL, error = NULL, rank = ${rank}
    WHERE id = ${id} AND status = 'sending'`);
}

/** The relay refused the message: nothing left, so it may be tried again (recoverExpired). */
export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.execute(sql`
    UPDATE reach_deliveries SET status = 'failed', lease_until = NULL, error = ${error.slice(0, 500)}
    WHERE id = ${id} AND status = 'sending'`);
}

/** A row with nothing to send any more (the player left, the subscription went): forgotten. */
export async function dropDelivery(db: Db, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM reach_deliveries WHERE id = ${id} AND status = 'sending'`);
}
