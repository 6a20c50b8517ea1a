import { and, asc, eq, max, sql } from 'drizzle-orm';
import { LIVE_SSE_EVENTS } from '@shared/api/live';
import type { Db, Tx } from '../db/client';
import { livePublications, stages } from '../db/schema/index';
import type { LiveMessage } from './live-hub';

/** The NOTIFY channel of live publications (the payload is the publication id; readers re-read the rows). */
export const LIVE_CHANNEL = 'rally_live';

/**
 * Records a publication and announces it (docs/decisions/0188). Inside the writer's transaction: NOTIFY is
 * delivered at COMMIT, so listeners read committed rows.
 */
export async function recordPublication(
  db: Db | Tx,
  row: { eventId: number; stageId: number | null; kind: 'stage' | 'final'; correction: boolean },
): Promise<number> {
  const inserted = await db.insert(livePublications).values(row).returning({ id: livePublications.id });
  const id = inserted[0]?.id ?? 0;
  await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${String(id)})`);
  return id;
}

/**
 * The event's official results are out (the last step of a publish): every open tab drops the provisional
 * figures and reads again, the header badge included. A later publish of the same event is a correction.
 */
export async function announceFinalResults(db: Db | Tx, eventId: number): Promise<number> {
  const earlier = await db
    .select({ id: livePublications.id })
    .from(livePublications)
    .where(and(eq(livePublications.eventId, eventId), eq(livePublications.kind, 'final')))
    .limit(1);
  return recordPublication(db, { eventId, stageId: null, kind: 'final', correction: earlier.length > 0 });
}

export async function latestPublication(db: Db): Promise<number> {
  const found = await db.select({ id: max(livePublications.id) }).from(livePublications);
  return Number(found[0]?.id ?? 0);
}

/** Publications after `afterId`, oldest first, as stream messages. */
export async function publicationsAfter(db: Db, afterId: number, limit: number): Promise<LiveMessage[]> {
  const rows = await db
    .select({
      id: livePublications.id,
      eventId: livePublications.eventId,
      kind: livePublications.kind,
      correction: livePublications.correction,
      publishedAt: livePublications.publishedAt,
      stageId: livePublications.stageId,
      stageNumber: stages.number,
      stageName: stages.name,
      isPowerStage: stages.isPowerStage,
    })
    .from(livePublications)
    .leftJoin(stages, eq(stages.id, livePublications.stageId))
    .where(sql`${livePublications.id} > ${afterId}`)
    .orderBy(asc(livePublications.id))
    .limit(limit);
  return rows.map((r) => {
    const publishedAt = new Date(r.publishedAt).toISOString();
    if (r.kind === 'final' || r.stageId === null) {
      return { id: r.id, event: LIVE_SSE_EVENTS.final, data: { publicationId: r.id, eventId: r.eventId, publishedAt } };
    }
    return {
      id: r.id,
      event: LIVE_SSE_EVENTS.stage,
      data: {
        publicationId: r.id,
        eventId: r.eventId,
        stageId: r.stageId,
        stageNumber: r.stageNumber ?? 0,
        stageName: r.stageName ?? '',
        isPowerStage: r.isPowerStage ?? false,
        correction: r.correction,
        publishedAt,
      },
    };
  });
}

