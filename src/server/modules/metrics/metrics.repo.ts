import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Publish jobs waiting (queued) and running, read at each scrape: the queue lives in the database. */
export async function jobQueueDepth(db: Db): Promise<{ queued: number; running: number }> {
  const res = (await db.execute(sql`
    SELECT count(*) FILTER (WHERE status = 'queued')::int AS queued,
           count(*) FILTER (WHERE status = 'running')::int AS running
    FROM scoring_jobs WHERE status IN ('queued', 'running')`)) as unknown as { rows: { queued: number; running: number }[] };
  const row = res.rows[0];
  return { queued: Number(row?.queued ?? 0), running: Number(row?.running ?? 0) };
}
