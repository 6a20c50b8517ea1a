import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CorrectionChange } from '@shared/api/corrections';
import { fillTemplate, NOTIFICATION_TEXTS } from '@shared/notification-texts';
import type { Db } from '../../db/client';
import { drivers, resultCorrections } from '../../db/schema/index';

// Corrections of published results (docs/game-rules.md §16.3, docs/decisions/0192): the results step records
// what changed; the managers step compares every manager's score before and after, tells each one whose
// points moved, and counts them on the record.

export async function driverNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: drivers.id, name: drivers.name }).from(drivers).where(inArray(drivers.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function insertCorrection(db: Db, eventId: number, changes: CorrectionChange[]): Promise<void> {
  await db.insert(resultCorrections).values({ eventId, changes });
}

/** The event's correction whose effect on managers is still to be counted (its managers step not run yet). */
export async function pendingCorrection(db: Db, eventId: number): Promise<number | undefined> {
  const rows = await db
    .select({ id: resultCorrections.id })
    .from(resultCorrections)
    .where(and(eq(resultCorrections.eventId, eventId), isNull(resultCorrections.managersUp)))
    .orderBy(desc(resultCorrections.id))
    .limit(1);
  return rows[0]?.id;
}

/** Keeps the event's manager scores as they were, for the comparison after the managers step rewrote them. */
export async function keepManagerScores(db: Db, eventId: number): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS scores_before_correction`);
  await db.execute(sql`CREATE TEMP TABLE scores_before_correction ON COMMIT DROP AS
    SELECT user_id, points FROM manager_event_scores WHERE event_id = ${eventId}`);
}

/**
 * Compares the kept scores with the rewritten ones in one pass: a personal notice to each manager whose points
 * changed (old → new; a manager who had none counts from 0), then the counts on the correction. An event that
 * had no manager scores before (never fully scored) tells nobody: there was nothing to correct.
 */
export async function notifyScoreChanges(db: Db, correctionId: number, event: { id: number; name: string }): Promise<number> {
  await db.execute(sql`CREATE TEMP TABLE score_changes ON COMMIT DROP AS
    SELECT coalesce(n.user_id, o.user_id) AS user_id, coalesce(o.points, 0) AS before, coalesce(n.points, 0) AS after
    FROM (SELECT user_id, points FROM manager_event_scores WHERE event_id = ${event.id}) n
    FULL JOIN scores_before_correction o ON o.user_id = n.user_id
    WHERE coalesce(o.points, 0) <> coalesce(n.points, 0)
      AND EXISTS (SELECT 1 FROM scores_before_correction)`);
  const values = { event: event.name, before: '{{before}}', after: '{{after}}' };
  const title = fillTemplate(NOTIFICATION_TEXTS.correction.title, values);
  const body = fillTemplate(NOTIFICATION_TEXTS.correction.body, values);
  const res = (await db.execute(sql`
    INSERT INTO notifications (user_id, type, title, body, link, dedupe_key)
    SELECT c.user_id, 'correction', ${title},
           replace(replace(${body}, '{{before}}', c.before::text), '{{after}}', c.after::text),
           ${`/events/${event.id}?tab=results`}, ${`correction:${correctionId}`}
    FROM score_changes c
    JOIN users u ON u.id = c.user_id
    LEFT JOIN user_preferences up ON up.user_id = c.user_id
    WHERE coalesce(up.notifications, true)
    ON CONFLICT (user_id, dedupe_key) DO NOTHING`)) as { rowCount?: number | null; affectedRows?: number };
  await db.execute(sql`UPDATE result_corrections SET
      managers_up = (SELECT count(*) FROM score_changes WHERE after > before),
      managers_down = (SELECT count(*) FROM score_changes WHERE after < before)
    WHERE id = ${correctionId}`);
  await db.execute(sql`DROP TABLE score_changes`);
  return Number(res.rowCount ?? res.affectedRows ?? 0);
}
