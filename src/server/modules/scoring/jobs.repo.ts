import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scoringJobs } from '../../db/schema/index';
import type { JobStep } from '@shared/api/admin-results';

export type JobRow = typeof scoringJobs.$inferSelect;

export async function insertJob(
  db: Db,
  job: { eventId: number; steps: JobStep[]; publishAt: Date | null; requestedBy: string | null },
): Promise<number> {
  const rows = await db
    .insert(scoringJobs)
    .values({
      eventId: job.eventId,
      steps: job.steps,
      publishAt: job.publishAt,
      requestedBy: job.requestedBy,
    })
    .returning({ id: scoringJobs.id });
  const row = rows[0];
  if (!row) throw new Error('job not inserted');
  return row.id;
}

/** A job of the event still waiting to start: publishing again before it starts reuses it. */
export async function findQueuedJob(db: Db, eventId: number): Promise<number | undefined> {
  const rows = await db
    .select({ id: scoringJobs.id })
    .from(scoringJobs)
    .where(and(eq(scoringJobs.eventId, eventId), eq(scoringJobs.status, 'queued')))
    .orderBy(desc(scoringJobs.id))
    .limit(1);
  return rows[0]?.id;
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const rows = await db.select().from(scoringJobs).where(eq(scoringJobs.id, id));
  return rows[0];
}

export async function latestJobOfEvent(db: Db, eventId: number): Promise<JobRow | undefined> {
  const rows = await db
    .select()
    .from(scoringJobs)
    .where(eq(scoringJobs.eventId, eventId))
    .orderBy(desc(scoringJobs.id))
    .limit(1);
  return rows[0];
}

/**
 * Takes the oldest job that is queued or whose worker's lease ran out (a server killed mid-job), with
 * FOR UPDATE SKIP LOCKED so two instances polling at once never take the same row. Jobs run one at a
 * time in id order: none is taken while another holds a live lease, because every job rewrites
 * season-wide totals.
 */
export async function claimJob(db: Db, token: string, leaseSeconds: number): Promise<JobRow | undefined> {
  const res = (await db.execute(sql`
    UPDATE scoring_jobs SET status = 'running', lease_token = ${token}::uuid,
           lease_until = now() + make_interval(secs => ${leaseSeconds}),
           attempts = attempts + 1, started_at = coalesce(started_at, now())
    WHERE id = (
      SELECT id FROM scoring_jobs
      WHERE (status = 'queued' OR (status = 'running' AND lease_until < now()))
        AND NOT EXISTS (SELECT 1 FROM scoring_jobs r WHERE r.status = 'running' AND r.lease_until >= now())
      ORDER BY id
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id`)) as unknown as { rows: { id: number }[] };
  const id = res.rows[0]?.id;
  return id === undefined ? undefined : findJob(db, Number(id));
}

/**
 * Inside a step's transaction: locks the job row and checks this worker still owns the job at this step.
 * A step's writes and the move to the next step commit together, so a step is never applied twice.
 */
export async function lockOwnedStep(db: Db, id: number, token: string, stepIndex: number): Promise<boolean> {
  const res = (await db.execute(sql`
    SELECT id FROM scoring_jobs
    WHERE id = ${id} AND lease_token = ${token}::uuid AND step_index = ${stepIndex} AND status = 'running'
    FOR UPDATE`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}

export async function saveProgress(
  db: Db,
  id: number,
  token: string,
  progress: { stepIndex: number; steps: JobStep[]; leaseSeconds: number },
): Promise<void> {
  await db.execute(sql`
    UPDATE scoring_jobs SET step_index = ${progress.stepIndex}, steps = ${JSON.stringify(progress.steps)}::jsonb,
           lease_until = now() + make_interval(secs => ${progress.leaseSeconds})
    WHERE id = ${id} AND lease_token = ${token}::uuid`);
}

/** Keeps the lease alive during a long step; false when another worker took the job over. */
export async function extendLease(db: Db, id: number, token: string, leaseSeconds: number): Promise<boolean> {
  const res = (await db.execute(sql`
    UPDATE scoring_jobs SET lease_until = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = ${id} AND lease_token = ${token}::uuid AND status = 'running'
    RETURNING id`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}

export async function finishJob(
  db: Db,
  id: number,
  token: string,
  end: { status: 'succeeded' | 'failed'; outcome: unknown; error: string | null; steps: JobStep[] },
): Promise<void> {
  await db.execute(sql`
    UPDATE scoring_jobs SET status = ${end.status}, outcome = ${end.outcome === null ? null : JSON.stringify(end.outcome)}::jsonb,
           error = ${end.error}, steps = ${JSON.stringify(end.steps)}::jsonb, finished_at = now(), lease_until = NULL
    WHERE id = ${id} AND lease_token = ${token}::uuid`);
}

/** The database clock, so every instance agrees on "now" (lineup lock, publish checks). */
export async function databaseNow(db: Db): Promise<Date> {
  const res = (await db.execute(sql`SELECT now() AS now`)) as unknown as { rows: { now: string | Date }[] };
  return new Date(res.rows[0]?.now ?? Date.now());
}

/** A graceful shutdown hands the job back at its current step, so the next instance resumes it at once. */
export async function releaseJob(db: Db, id: number, token: string): Promise<void> {
  await db.execute(sql`
    UPDATE scoring_jobs SET status = 'queued', lease_token = NULL, lease_until = NULL
    WHERE id = ${id} AND lease_token = ${token}::uuid AND status = 'running'`);
}
