import {
  SCORING_STEPS,
  type AdminEventResultsResponse,
  type ImportEventResultsBody,
  type ImportResultRow,
  type ImportSeasonBody,
  type ImportSeasonResponse,
  type JobOutcome,
  type JobStep,
  type ResultIssue,
  type ResultRow,
  type ScoringJob,
} from '@shared/api/admin-results';
import { validateResultRows } from '@shared/game/result-rules';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findJob, latestJobOfEvent, type JobRow } from '../scoring/index';
import { enqueuePublish } from '../scoring/index';
import {
  driverIdsByName,
  eventsOfSeason,
  findEvent,
  listEntries,
  readDraft,
  readPublished,
  replaceDraft,
  type DraftWrite,
} from './admin-results.repo';
import { ADMIN_RESULTS_MESSAGES } from '@shared/messages';
export { ADMIN_RESULTS_MESSAGES };


const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function toJobDto(job: JobRow): ScoringJob {
  const steps = job.steps as JobStep[];
  const done = steps.filter((s) => s.status === 'done').length;
  return {
    id: job.id,
    eventId: job.eventId,
    status: job.status as ScoringJob['status'],
    progress: Math.round((done * 100) / SCORING_STEPS.length),
    steps,
    outcome: (job.outcome as JobOutcome | null) ?? null,
    error: job.error,
    attempts: job.attempts,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
  };
}

async function requireEvent(db: Db, id: number) {
  const event = await findEvent(db, id);
  if (!event) throw new AppError('NOT_FOUND', ADMIN_RESULTS_MESSAGES.eventNotFound);
  return event;
}

type DraftRow = Awaited<ReturnType<typeof readDraft>>[number];

function draftToRow(d: DraftRow): ResultRow {
  return {
    driverId: d.driverId,
    status: d.status,
    position: d.position,
    time: d.time,
    championshipPoints: d.points,
    stageWins: d.stageWins,
    powerStagePosition: d.powerStagePosition,
    category: d.category,
    categoryPosition: d.categoryPosition,
  };
}

export async function getEventResults(db: Db, eventId: number): Promise<AdminEventResultsResponse> {
  const event = await requireEvent(db, eventId);
  const entries = await listEntries(db, eventId);
  const draft = await readDraft(db, eventId);
  const published = await readPublished(db, eventId);
  const job = await latestJobOfEvent(db, eventId);
  const hasDraft = event.resultsDraftSavedAt !== null;
  const isPublished = event.resultsPublishedAt !== null;
  return {
    event: {
      id: event.id,
      name: event.name,
      season: event.season,
      round: event.round,
      status: event.status,
      startDate: event.startDate.toISOString(),
      endDate: event.endDate.toISOString(),
    },
    entries: entries.map((e) => ({ ...e, carNumber: e.carNumber === null ? null : Number(e.carNumber) })),
    draft: hasDraft ? draft.map(draftToRow) : null,
    published: published.map((r) => ({
      driverId: r.driverId,
      status: r.status,
      position: r.position,
      time: r.time,
      championshipPoints: r.points,
      stageWins: r.stageWins,
      powerStagePosition: r.powerStagePosition,
      category: r.category,
      categoryPosition: r.categoryPosition,
      fantasyPoints: r.fantasyPoints,
      breakdown: {
        position: r.fpPosition,
        finish: r.fpFinish,
        stageWins: r.fpStageWins,
        powerStage: r.fpPowerStage,
        supportCategory: r.fpSupportCategory,
        penalty: r.fpPenalty,
        total: r.fantasyPoints,
      },
    })),
    publish: {
      state: isPublished ? (hasDraft ? 'published_with_draft' : 'published') : hasDraft ? 'draft' : 'none',
      draftSavedAt: iso(event.resultsDraftSavedAt),
      publishedAt: iso(event.resultsPublishedAt),
      lastJob: job ? toJobDto(job) : null,
    },
  };
}

function refuse(issues: ResultIssue[], prefix = ''): never {
  const first = issues[0];
  throw new AppError('BAD_REQUEST', `${prefix}${first?.message ?? ADMIN_RESULTS_MESSAGES.invalidResults}`, { issues });
}

function toDraftWrites(rows: ResultRow[]): DraftWrite[] {
  return rows.map((r, i) => ({
    driverId: r.driverId,
    rowNumber: i + 1,
    status: r.status,
    position: r.position,
    time: r.time === '' ? null : r.time,
    points: r.championshipPoints,
    stageWins: r.stageWins,
    powerStagePosition: r.powerStagePosition,
    category: r.category === null || r.category.trim() === '' ? null : r.category.trim(),
    categoryPosition: r.categoryPosition,
  }));
}

/** Checks the rows against the game's rules and the entry list; throws a 400 naming row and field. */
async function checkRows(db: Db, eventId: number, rows: ResultRow[], prefix = ''): Promise<void> {
  const entries = await listEntries(db, eventId);
  const issues = validateResultRows(rows, entries);
  if (issues.length > 0) refuse(issues, prefix);
}

/** Saves the draft in one transaction after every check; a refusal writes nothing. */
export async function saveDraft(
  db: Db,
  eventId: number,
  rows: ResultRow[],
): Promise<AdminEventResultsResponse> {
  await requireEvent(db, eventId);
  await checkRows(db, eventId, rows);
  await db.transaction(async (tx) => replaceDraft(tx as unknown as Db, eventId, toDraftWrites(rows)));
  return getEventResults(db, eventId);
}

/** Queues the durable publish job; refused before the event starts (database clock) or with nothing to publish. */
export async function publishEvent(
  db: Db,
  eventId: number,
  requestedBy: string | null,
): Promise<{ jobId: number }> {
  const event = await requireEvent(db, eventId);
  if (!event.started) throw new AppError('BAD_REQUEST', ADMIN_RESULTS_MESSAGES.notStarted);
  if (event.resultsDraftSavedAt === null && event.resultsPublishedAt === null) {
    throw new AppError('BAD_REQUEST', ADMIN_RESULTS_MESSAGES.nothingToPublish);
  }
  return { jobId: await enqueuePublish(db, eventId, { requestedBy }) };
}

export async function getJob(db: Db, id: number): Promise<ScoringJob> {
  const job = await findJob(db, id);
  if (!job) throw new AppError('NOT_FOUND', ADMIN_RESULTS_MESSAGES.jobNotFound);
  return toJobDto(job);
}

/** Import rows name the driver by id or exact name; unknown names are refused with their row. */
async function resolveImportRows(
  db: Db,
  rows: ImportResultRow[],
): Promise<{ rows: ResultRow[]; issues: ResultIssue[] }> {
  const names = [...new Set(rows.flatMap((r) => (r.driverId === undefined && r.driver ? [r.driver] : [])))];
  const ids = await driverIdsByName(db, names);
  const issues: ResultIssue[] = [];
  const resolved: ResultRow[] = rows.map((r, i) => {
    let driverId = r.driverId;
    if (driverId === undefined) {
      if (!r.driver) {
        issues.push({
          row: i + 1,
          field: 'driver',
          message: `Row ${i + 1}: driver is required (a driver name or driverId)`,
        });
      } else {
        driverId = ids.get(r.driver);
        if (driverId === undefined) {
          issues.push({
            row: i + 1,
            field: 'driver',
            message: `Row ${i + 1}: driver "${r.driver}" is not a known driver`,
          });
        }
      }
    }
    return {
      driverId: driverId ?? 0,
      status: r.status,
      position: r.position,
      time: r.time,
      championshipPoints: r.championshipPoints,
      stageWins: r.stageWins,
      powerStagePosition: r.powerStagePosition,
      category: r.category,
      categoryPosition: r.categoryPosition,
    };
  });
  return { rows: resolved, issues };
}

export async function importEventResults(
  db: Db,
  eventId: number,
  body: ImportEventResultsBody,
  requestedBy: string | null,
): Promise<AdminEventResultsResponse> {
  await requireEvent(db, eventId);
  const { rows, issues } = await resolveImportRows(db, body.results);
  if (issues.length > 0) refuse(issues);
  await checkRows(db, eventId, rows);
  if (body.publish) {
    const event = await requireEvent(db, eventId);
    if (!event.started) throw new AppError('BAD_REQUEST', ADMIN_RESULTS_MESSAGES.notStarted);
  }
  await db.transaction(async (tx) => replaceDraft(tx as unknown as Db, eventId, toDraftWrites(rows)));
  if (body.publish) await enqueuePublish(db, eventId, { requestedBy });
  return getEventResults(db, eventId);
}

/**
 * A season's results at once: every event and row is checked first (messages start with the round), and
 * only then are all drafts written in one transaction; with `publish`, jobs are queued in round order.
 */
export async function importSeason(
  db: Db,
  body: ImportSeasonBody,
  requestedBy: string | null,
): Promise<ImportSeasonResponse> {
  const known = new Map((await eventsOfSeason(db, body.season)).map((e) => [e.round, e.id]));
  const seen = new Set<number>();
  const prepared: { eventId: number; round: number; rows: ResultRow[] }[] = [];
  for (const [index, ev] of body.events.entries()) {
    const eventId = known.get(ev.round);
    if (eventId === undefined) {
      throw new AppError(
        'BAD_REQUEST',
        `Event ${index + 1}: round ${ev.round} is not an event of season ${body.season}`,
        {
          issues: [
            {
              row: index + 1,
              field: 'round',
              message: `no event with round ${ev.round} in season ${body.season}`,
            },
          ],
        },
      );
    }
    if (seen.has(ev.round)) {
      const message = ADMIN_RESULTS_MESSAGES.roundListedTwice(ev.round);
      throw new AppError('BAD_REQUEST', `Event ${index + 1}: ${message}`, {
        issues: [{ row: index + 1, field: 'round', message }],
      });
    }
    seen.add(ev.round);
    const prefix = `Round ${ev.round}: `;
    const { rows, issues } = await resolveImportRows(db, ev.results);
    if (issues.length > 0) refuse(issues, prefix);
    await checkRows(db, eventId, rows, prefix);
    if (body.publish) {
      const event = await requireEvent(db, eventId);
      if (!event.started) throw new AppError('BAD_REQUEST', `${prefix}${ADMIN_RESULTS_MESSAGES.notStarted}`);
    }
    prepared.push({ eventId, round: ev.round, rows });
  }
  await db.transaction(async (tx) => {
    for (const p of prepared) await replaceDraft(tx as unknown as Db, p.eventId, toDraftWrites(p.rows));
  });
  const jobIds: number[] = [];
  if (body.publish) {
    for (const p of [...prepared].sort((a, b) => a.round - b.round)) {
      jobIds.push(await enqueuePublish(db, p.eventId, { requestedBy }));
    }
  }
  return {
    events: prepared.map((p) => ({ eventId: p.eventId, round: p.round, rows: p.rows.length })),
    jobIds,
  };
}
