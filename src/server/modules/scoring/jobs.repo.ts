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
           lease_until = app_now() + make_interval(secs => ${leaseSeconds}),
           attempts = attempts + 1, started_at = coalesce(started_at, app_now())
    WHERE id = (
      SELECT id FROM scoring_jobs
      WHERE (status = 'queued' OR (status = 'running' AND lease_until < app_now()))
        AND NOT EXISTS (SELECT 1 FROM scoring_jobs r WHERE r.status = 'running' AND r.lease_until >= app_now())
      ORDER BY id
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id`)) as unknown as { rows: { id: number }[] };
  const id = res.rows[0]?.id;
  return id === undefined ? undefined : findJob(db, Number(id));
}

export interface StepWrite {
  index: number;
  state: JobStep;
  leaseSeconds: number;
}

/**
 * Sets one element of `steps` and renews the lease, if this worker still owns the job; other steps, which may
 * be running beside it, are left as they are. Completing also counts the step, and only if nobody completed it
 * meanwhile. Two steps finishing at once queue on the row lock, and READ COMMITTED re-evaluates the second
 * UPDATE on the row the first left, so neither overwrites the other.
 */
async function writeStep(db: Db, id: number, token: string, step: StepWrite, completes: boolean): Promise<boolean> {
  const res = (await db.execute(sql`
    UPDATE scoring_jobs SET steps = jsonb_set(steps, ARRAY[${String(step.index)}], ${JSON.stringify(step.state)}::jsonb),
           ${completes ? sql`step_index = step_index + 1,` : sql``}
           lease_until = app_now() + make_interval(secs => ${step.leaseSeconds})
    WHERE id = ${id} AND lease_token = ${token}::uuid AND status = 'running'
      ${completes ? sql`AND (steps -> ${step.index}::int ->> 'status') IS DISTINCT FROM 'done'` : sql``}
    RETURNING id`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}

/** Records that a step started; false when this worker no longer owns the job. */
export function saveStep(db: Db, id: number, token: string, step: StepWrite): Promise<boolean> {
  return writeStep(db, id, token, step, false);
}

/**
 * Inside a step's transaction, after its writes: marks the step done. The step's writes and its completion
 * commit together, so a step is never applied twice; false means the caller must roll the step back.
 */
export function completeStep(db: Db, id: number, token: string, step: StepWrite): Promise<boolean> {
  return writeStep(db, id, token, step, true);
}

/** A job whose recorded steps no longer match this build's (a deploy mid-job) starts over from the first. */
export async function resetSteps(db: Db, id: number, token: string, steps: JobStep[]): Promise<void> {
  await db.execute(sql`
    UPDATE scoring_jobs SET steps = ${JSON.stringify(steps)}::jsonb, step_index = 0
    WHERE id = ${id} AND lease_token = ${token}::uuid`);
}

/** Keeps the lease alive during a long step; false when another worker took the job over. */
export async function extendLease(db: Db, id: number, token: string, leaseSeconds: number): Promise<boolean> {
  const res = (await db.execute(sql`
    UPDATE scoring_jobs SET lease_until = app_now() + make_interval(secs => ${leaseSeconds})
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
           error = ${end.error}, steps = ${JSON.stringify(end.steps)}::jsonb, finished_at = app_now(), lease_until = NULL
    WHERE id = ${id} AND lease_token = ${token}::uuid`);
}

/** A graceful shutdown hands the job back at its current step, so the next instance resumes it at once. */
export async function releaseJob(db: Db, id: number, token: string): Promise<void> {
  await db.execute(sql`
    UPDATE scoring_jobs SET status = 'queued', lease_token = NULL, lease_until = NULL
    WHERE id = ${id} AND lease_token = ${token}::uuid AND status = 'running'`);
}
