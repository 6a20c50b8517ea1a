import { randomUUID } from 'node:crypto';
import {
  SCORING_STEPS,
  type JobOutcome,
  type JobStep,
  type ScoringStep,
} from '@shared/api/admin-results';
import { standingsWithMovement } from '@shared/game/championship-standings';
import { resultChanges } from '@shared/game/corrections';
import { driverEventPointsBreakdown } from '@shared/game/driver-points';
import { formFromPoints, isPodiumFinish, nextEventOdds, nextPrice } from '@shared/game/market';
import { concurrentTransactions, type Db } from '../../db/client';
import { databaseNow, readClockState } from '../../db/clock.repo';
import { ACHIEVEMENTS } from '../../db/seed/achievements';
import { createClock, type Clock } from '../../lib/clock';
import { announceFinalResults } from '../../lib/live-publications.repo';
import { scoringJobsFinished, scoringStepDuration } from '../../lib/metrics';
import { notify } from '../notifications/index';
import {
  claimJob,
  extendLease,
  finishJob,
  insertJob,
  findQueuedJob,
  completeStep,
  releaseJob,
  resetSteps,
  saveStep,
  type JobRow,
} from './jobs.repo';
import { driverNames, insertCorrection, keepManagerScores, notifyScoreChanges, pendingCorrection } from './corrections.repo';
import {
  allDrivers,
  allTeamIds,
  awardAchievements,
  deleteDraft,
  ensureAchievementCatalogue,
  driversWithPriceChange,
  findScoringEvent,
  insertOpeningPrice,
  lockScoring,
  markPublished,
  markScored,
  openingPrices,
  prepareStep,
  publishedEvents,
  publishedResults,
  readDraft,
  readResults,
  replaceResults,
  replaceStandings,
  scorePredictions,
  scoreTeams,
  seasonOfficialResults,
  updateDriver,
  upsertPriceRows,
  writeLeagueTables,
  writeManagerEventScores,
  writeUserStatistics,
  type ResultWrite,
  type ScoringEvent,
} from './scoring.repo';
import { fillTemplate, NOTIFICATION_TEXTS } from '@shared/notification-texts';

// The game engine (docs/game-rules.md §2.5, docs/decisions/0100-game-engine.md): publishing an event is a durable job of
// ordered steps. Each step recomputes its outputs from the recorded facts (results, lineup history,
// predictions, memberships), so running it twice, or after a correction, gives what a fresh computation
// gives. A step's writes and the job's move to the next step commit in one transaction.

export interface StepContext {
  event: ScoringEvent;
  publishAt: Date | null;
}

/**
 * How long a worker owns a job without a sign of life before another instance may resume it. The running job
 * renews it every quarter of it (the heartbeat in runSteps, on a connection of its own, so a step's long
 * statement does not hold it up), so an instance killed mid-job is replaced within this plus one poll of the
 * workers (one second): 11 s, under the 15 s of issue 33 part 6 (docs/decisions/0198).
 */
export const LEASE_SECONDS = 10;

/** The opening price row is dated a week before the first scored event (when the market opened). */
const OPENING_LEAD_MS = 7 * 86_400_000;

interface DriverReplay {
  price: number;
  /** One row per published event, in order. */
  rows: { eventId: number; price: number; change: number; createdAt: Date }[];
  seasonPoints: number[];
  podiums: boolean[];
}

/**
 * Replays the public market rule (src/shared/game/market.ts) over every published event in order, per
 * driver: a driver with a result moves by nextPrice(price, points, his earlier events' points); one
 * without keeps his price (a zero-change row keeps every chart on one time axis).
 */
async function replayMarket(db: Db, season: number): Promise<Map<number, DriverReplay>> {
  // One after another: inside a transaction the queries share one connection.
  const evs = await publishedEvents(db);
  const results = await publishedResults(db);
  const ds = await allDrivers(db);
  const opening = await openingPrices(db);
  const byKey = new Map(results.map((r) => [`${r.eventId}:${r.driverId}`, r]));
  // Only published events are replayed, each with its publish time; "now" dates a newcomer's opening price
  // when there is none.
  const now = await databaseNow(db);
  const firstStart = evs[0]?.startDate ?? now;
  const out = new Map<number, DriverReplay>();
  for (const d of ds) {
    let price = opening.get(d.id);
    if (price === undefined) {
      // A driver without history opens at his current price (first publish after he was added).
      price = d.price;
      await insertOpeningPrice(db, d.id, price, new Date(firstStart.getTime() - OPENING_LEAD_MS));
    }
    const history: number[] = [];
    const replay: DriverReplay = { price, rows: [], seasonPoints: [], podiums: [] };
    for (const ev of evs) {
      const r = byKey.get(`${ev.id}:${d.id}`);
      let change = 0;
      if (r) {
        const moved = nextPrice(price, r.fantasyPoints, history);
        price = moved.price;
        change = moved.change;
        history.push(r.fantasyPoints);
        replay.podiums.push(isPodiumFinish(r));
        if (ev.season === season) replay.seasonPoints.push(r.fantasyPoints);
      }
      replay.rows.push({ eventId: ev.id, price, change, createdAt: ev.publishedAt ?? now });
    }
    replay.price = price;
    out.set(d.id, replay);
  }
  return out;
}

type PublishedResult = Awaited<ReturnType<typeof readResults>>[number];

/** Records what a republish changes in the published results; a republish of the same results records nothing. */
async function recordCorrection(db: Db, eventId: number, before: PublishedResult[], rows: ResultWrite[]): Promise<void> {
  const asFacts = (r: ResultWrite | PublishedResult) => ({
    driverId: r.driverId,
    position: r.position ?? null,
    status: r.status,
    points: r.points ?? 0,
    fantasyPoints: r.fantasyPoints ?? 0,
  });
  const ids = [...new Set([...before, ...rows].map((r) => r.driverId))];
  const names = await driverNames(db, ids);
  const changes = resultChanges(before.map(asFacts), rows.map(asFacts), (id) => names.get(id) ?? String(id));
  if (changes.length > 0) await insertCorrection(db, eventId, changes);
}

const STEPS: Record<ScoringStep, (db: Db, ctx: StepContext) => Promise<number>> = {
  /** The draft becomes the event's results, with fantasy points and their per-rule breakdown. */
  async results(db, { event, publishAt }) {
    const draft = await readDraft(db, event.id);
    const republish = event.resultsPublishedAt !== null;
    // Read once: what a republish is compared with is also what a publish without a draft scores again.
    const published = republish || draft.length === 0 ? await readResults(db, event.id) : [];
    const source = draft.length > 0 ? draft : published;
    const rows: ResultWrite[] = source.map((r) => {
      const b = driverEventPointsBreakdown(r);
      return {
        eventId: event.id,
        driverId: r.driverId,
        status: r.status,
        position: r.position,
        time: r.time,
        points: r.points,
        stageWins: r.stageWins,
        powerStagePosition: r.powerStagePosition,
        category: r.category,
        categoryPosition: r.categoryPosition,
        isReal: r.isReal,
        fantasyPoints: b.total,
        fpPosition: b.position,
        fpFinish: b.finish,
        fpStageWins: b.stageWins,
        fpPowerStage: b.powerStage,
        fpSupportCategory: b.supportCategory,
        fpPenalty: b.penalty,
      };
    });
    // A publish after the first is a correction: what it changed is recorded for everyone to see (§16.3).
    if (republish) await recordCorrection(db, event.id, published, rows);
    await replaceResults(db, event.id, rows);
    await deleteDraft(db, event.id);
    await markPublished(db, event.id, publishAt);
    return rows.length;
  },

  /** Drivers' season fantasy points, form and next-event odds. */
  async drivers(db, { event }) {
    const replay = await replayMarket(db, event.season);
    const current = new Map((await allDrivers(db)).map((d) => [d.id, d]));
    let changed = 0;
    for (const [id, r] of replay) {
      const points = r.seasonPoints.reduce((a, b) => a + b, 0);
      // The season's last event against the average of the season's earlier ones (docs/game-rules.md §9.7).
      const form = formFromPoints(r.seasonPoints);
      const odds = nextEventOdds(r.podiums);
      const d = current.get(id);
      if (d && (d.points !== points || d.form !== form || d.nextEventOdds !== odds)) {
        await updateDriver(db, { id, points, form, nextEventOdds: odds });
        changed++;
      }
    }
    return changed;
  },

  async teams(db, { event }) {
    return scoreTeams(db, event.id);
  },

  async predictions(db, { event }) {
    return scorePredictions(db, event.id);
  },

  /** Each manager's score in the event: team plus prediction points. */
  async managers(db, { event }) {
    const correction = await pendingCorrection(db, event.id);
    if (correction === undefined) return writeManagerEventScores(db, event.id);
    await keepManagerScores(db, event.id);
    const rows = await writeManagerEventScores(db, event.id);
    await notifyScoreChanges(db, correction, event);
    return rows;
  },

  /** Season totals and the global rank (user_statistics). */
  async ranking(db, { event }) {
    return writeUserStatistics(db, event.season);
  },

  async leagues(db, { event }) {
    return writeLeagueTables(db, event.season);
  },

  /** Prices by the public formula, the price history (market trends read its newest row per driver). */
  async market(db, { event }) {
    const replay = await replayMarket(db, event.season);
    const current = new Map((await allDrivers(db)).map((d) => [d.id, d]));
    const rows = [...replay].flatMap(([driverId, r]) => r.rows.map((row) => ({ driverId, ...row })));
    const written = await upsertPriceRows(db, rows);
    for (const [id, r] of replay) {
      if (current.get(id)?.price !== r.price) await updateDriver(db, { id, price: r.price });
    }
    return written;
  },

  /** Championship and constructor standings of the season, with positions before the latest event. */
  async championship(db, { event }) {
    const rows = await seasonOfficialResults(db, event.season);
    const asResults = (subject: (r: (typeof rows)[number]) => number | null) =>
      rows.map((r) => ({
        eventId: r.eventId,
        eventStart: r.eventStart.getTime(),
        subjectId: subject(r),
        points: r.points,
      }));
    const driverRows = standingsWithMovement(asResults((r) => r.driverId));
    const teamRows = standingsWithMovement(
      asResults((r) => r.teamId),
      await allTeamIds(db),
    );
    await replaceStandings(db, event.season, driverRows, teamRows);
    return driverRows.length + teamRows.length;
  },

  async achievements(db, { event }) {
    // The catalogue is reference data; an installation that never ran the demo seed still needs it.
    await ensureAchievementCatalogue(db, ACHIEVEMENTS);
    return awardAchievements(db, event.season);
  },

  async notifications(db, ctx) {
    const { event } = ctx;
    const link = `/events/${event.id}`;
    let sent = await notify(
      db,
      { kind: 'managers' },
      {
        type: 'results',
        title: fillTemplate(NOTIFICATION_TEXTS.results.title, { event: event.name }),
        body: NOTIFICATION_TEXTS.results.body,
        link,
        dedupeKey: `results:${event.id}`,
      },
    );
    sent += await notify(
      db,
      { kind: 'predictors', eventId: event.id },
      {
        type: 'prediction',
        title: fillTemplate(NOTIFICATION_TEXTS.prediction.title, { event: event.name }),
        body: NOTIFICATION_TEXTS.prediction.body,
        link: '/stats',
        dedupeKey: `prediction:${event.id}`,
      },
    );
    const moved = await driversWithPriceChange(db, event.id);
    sent += await notify(
      db,
      { kind: 'owners', driverIds: moved },
      {
        type: 'price',
        title: fillTemplate(NOTIFICATION_TEXTS.price.title, { event: event.name }),
        body: NOTIFICATION_TEXTS.price.body,
        link: '/team',
        dedupeKey: `price:${event.id}`,
      },
    );
    await markScored(db, event.id, ctx.publishAt);
    // Last, once every figure is in: open tabs that still show the rally as live (the header badge, the
    // provisional points) read again now rather than at their next poll (issue 30, part 6).
    await announceFinalResults(db, event.id);
    return sent;
  },
};

export function initialSteps(): JobStep[] {
  return SCORING_STEPS.map((name) => ({
    name,
    status: 'pending',
    rows: null,
    startedAt: null,
    finishedAt: null,
    durationMs: null,
  }));
}

/** Queues a publish job for the event (or returns the one already waiting). */
export async function enqueuePublish(
  db: Db,
  eventId: number,
  options: { publishAt?: Date | null; requestedBy?: string | null } = {},
): Promise<number> {
  const waiting = await findQueuedJob(db, eventId);
  if (waiting !== undefined) return waiting;
  return insertJob(db, {
    eventId,
    steps: initialSteps(),
    publishAt: options.publishAt ?? null,
    requestedBy: options.requestedBy ?? null,
  });
}

export interface RunOptions {
  /** Stop after this many steps (tests simulate a server killed mid-job). */
  stopAfterSteps?: number;
  /** Called between steps so a single-connection database can serve requests meanwhile. */
  yieldBetweenSteps?: () => Promise<void>;
  /** Asked before each step: true hands the job back (queued, at its step) for this or another instance. */
  shouldStop?: () => boolean;
}

/**
 * What each step reads that other steps write: a step starts once these are done. On PostgreSQL the steps
 * whose inputs are ready run side by side, each in its own transaction on its own connection; on PGlite
 * one after another in SCORING_STEPS order. The heavy steps are each one statement at a time on one core,
 * so on the two-core machine we size for two lanes halve the longest waits (docs/decisions/0181).
 */
export const SCORING_STEP_NEEDS: Record<ScoringStep, readonly ScoringStep[]> = {
  results: [],
  teams: ['results'],
  predictions: ['results'],
  drivers: ['results'],
  // The market replays the history the driver step replays and writes the same driver rows.
  market: ['drivers'],
  championship: ['results'],
  managers: ['teams', 'predictions'],
  ranking: ['managers'],
  leagues: ['managers'],
  // Perfect Podium reads the scored predictions; the others the managers' scores.
  achievements: ['managers', 'predictions'],
  // The last step marks the event scored and tells players about prices: everything else comes first.
  notifications: SCORING_STEPS.filter((step) => step !== 'notifications'),
};

/** Steps running at once on PostgreSQL (see SCORING_STEP_NEEDS). */
const SCORING_LANES = 2;

/** Thrown inside a step's transaction to roll it back when another worker took the job over. */
class LostJob extends Error {}

/** Runs the claimed job's remaining steps to the end. Returns false when the job was lost or stopped. */
export async function runJob(db: Db, job: JobRow, token: string, options: RunOptions = {}): Promise<boolean> {
  let steps = job.steps as JobStep[];
  if (steps.length !== SCORING_STEPS.length || steps.some((step, i) => step.name !== SCORING_STEPS[i])) {
    steps = initialSteps();
    await resetSteps(db, job.id, token, steps);
  }
  const event = await findScoringEvent(db, job.eventId);
  if (!event) {
    await finishJob(db, job.id, token, {
      status: 'failed',
      outcome: null,
      error: 'The event no longer exists',
      steps,
    });
    return false;
  }
  // The steps' progress times follow the game clock as the database keeps it (moved by tests only).
  const clock = createClock(await readClockState(db));
  const run = { db, job, token, steps, publishAt: job.publishAt, options, clock };
  // One connection stays free for the job's own bookkeeping (progress, lease) beside the lanes.
  const lanes = Math.min(SCORING_LANES, concurrentTransactions(db) - 2);
  if (lanes < 2) return runSteps({ ...run, lanes: 1, lockEachStep: true });
  // The job holds the scoring lock on a connection of its own while its steps run on others.
  return db.transaction(async (hold) => {
    await lockScoring(hold as unknown as Db);
    return runSteps({ ...run, lanes, lockEachStep: false });
  });
}

interface JobRun {
  db: Db;
  job: JobRow;
  token: string;
  /** The job's steps as this worker knows them; each running step updates its own element. */
  steps: JobStep[];
  publishAt: Date | null;
  options: RunOptions;
  lanes: number;
  clock: Clock;
  /** Each step takes the scoring lock itself (one lane, no job-wide holder). */
  lockEachStep: boolean;
}

async function runSteps(run: JobRun): Promise<boolean> {
  const { db, job, token, steps, options } = run;
  const done = new Set(SCORING_STEPS.filter((_, i) => steps[i]?.status === 'done'));
  const doneBefore = done.size;
  const running = new Map<ScoringStep, Promise<void>>();
  const ready = (name: ScoringStep) =>
    !done.has(name) && !running.has(name) && SCORING_STEP_NEEDS[name].every((need) => done.has(need));
  const limit = options.stopAfterSteps ?? SCORING_STEPS.length;
  // Why no further step starts: the job was taken over, handed back, or a step failed.
  let halt: 'lost' | 'released' | undefined;
  let failure: { error: unknown } | undefined;
  const heartbeat = setInterval(
    () => {
      void extendLease(db, job.id, token, LEASE_SECONDS).catch(() => undefined);
    },
    (LEASE_SECONDS * 1000) / 4,
  );
  heartbeat.unref();
  try {
    for (;;) {
      for (const name of SCORING_STEPS.filter(ready)) {
        if (halt || failure || running.size >= run.lanes || done.size - doneBefore + running.size >= limit) break;
        if (options.shouldStop?.()) {
          halt = 'released';
          break;
        }
        const step = runStep(run, name).then(
          (completed) => {
            if (completed) done.add(name);
            else halt = 'lost';
          },
          (error: unknown) => {
            failure ??= { error };
          },
        );
        running.set(
          name,
          step.then(() => {
            running.delete(name);
          }),
        );
      }
      if (running.size === 0) break;
      await Promise.race(running.values());
      if (options.yieldBetweenSteps) await options.yieldBetweenSteps();
    }
  } finally {
    clearInterval(heartbeat);
  }
  if (failure) {
    // drizzle wraps the database error: its cause says what went wrong, the wrapper only the SQL.
    const err = failure.error;
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
    const message = cause ?? (err instanceof Error ? err.message : String(err));
    await finishJob(db, job.id, token, { status: 'failed', outcome: null, error: message, steps });
    scoringJobsFinished.inc({ status: 'failed' });
    throw err;
  }
  if (halt === 'released') await releaseJob(db, job.id, token);
  if (halt || done.size < SCORING_STEPS.length) return false;
  // Each counting step reports the rows the event has (teams and predictions scored, leagues with members),
  // recorded with its completion, so the outcome needs no second pass over a million rows.
  const rowsOf = (name: ScoringStep) => steps[SCORING_STEPS.indexOf(name)]?.rows ?? 0;
  const outcome: JobOutcome = {
    teams: rowsOf('teams'),
    predictions: rowsOf('predictions'),
    leagues: rowsOf('leagues'),
  };
  await finishJob(db, job.id, token, { status: 'succeeded', outcome, error: null, steps });
  scoringJobsFinished.inc({ status: 'succeeded' });
  return true;
}

/** Runs one step in its own transaction; false when this worker no longer owns the job (nothing written). */
async function runStep(run: JobRun, name: ScoringStep): Promise<boolean> {
  const { db, job, token, steps } = run;
  const index = SCORING_STEPS.indexOf(name);
  const started = run.clock.now();
  // A stopwatch for the duration: the game clock may stand still in a test.
  const stopwatch = performance.now();
  steps[index] = {
    name,
    status: 'running',
    rows: null,
    startedAt: started.toISOString(),
    finishedAt: null,
    durationMs: null,
  };
  if (!(await saveStep(db, job.id, token, { index, state: steps[index], leaseSeconds: LEASE_SECONDS }))) {
    return false;
  }
  try {
    const state = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      if (run.lockEachStep) await lockScoring(txDb);
      await prepareStep(txDb);
      // Read the event inside the step: the results step sets the publish time the others use.
      const event = await findScoringEvent(txDb, job.eventId);
      if (!event) throw new Error('The event no longer exists');
      const rows = await STEPS[name](txDb, { event, publishAt: run.publishAt });
      const finished = run.clock.now();
      const doneState: JobStep = {
        name,
        status: 'done',
        rows,
        startedAt: started.toISOString(),
        finishedAt: finished.toISOString(),
        durationMs: Math.round(performance.now() - stopwatch),
      };
      if (!(await completeStep(txDb, job.id, token, { index, state: doneState, leaseSeconds: LEASE_SECONDS }))) {
        throw new LostJob();
      }
      return doneState;
    });
    steps[index] = state;
    scoringStepDuration.observe({ step: name }, (state.durationMs ?? 0) / 1000);
    return true;
  } catch (err) {
    if (err instanceof LostJob) return false;
    steps[index] = { ...(steps[index] as JobStep), status: 'failed', finishedAt: run.clock.now().toISOString() };
    throw err;
  }
}

/** Claims and runs one job; false when there was nothing to take. */
export async function runNextJob(
  db: Db,
  options: RunOptions = {},
): Promise<{ jobId: number; completed: boolean } | null> {
  const token = randomUUID();
  const job = await claimJob(db, token, LEASE_SECONDS);
  if (!job) return null;
  let completed = false;
  try {
    completed = await runJob(db, job, token, options);
  } catch {
    // Recorded on the job row (status failed, error); the worker carries on with the next job.
  }
  return { jobId: job.id, completed };
}

/** Runs every waiting job to the end, in order: tests, the CLI and the demo seed use it. */
export async function drainScoringJobs(db: Db): Promise<number> {
  let n = 0;
  while (await runNextJob(db)) n++;
  return n;
}

/** Publishes and scores an event at once (seed, CLI): the same job and steps the workers run. */
export async function publishNow(
  db: Db,
  eventId: number,
  options: { publishAt?: Date | null } = {},
): Promise<number> {
  const jobId = await enqueuePublish(db, eventId, options);
  await drainScoringJobs(db);
  return jobId;
}
