import { z } from 'zod';
import { EVENT_STATUSES, FINISH_STATUSES } from '../constants/enums';

/**
 * Admin results API (issue 10, docs/game-rules.md §4.1): the result grid of one event, its draft, publishing
 * through the durable scoring job, and imports. Every route is `access: 'admin'`.
 *
 *   GET  /api/admin/events/:id/results          → adminEventResultsResponseSchema
 *   PUT  /api/admin/events/:id/results          body saveResultsBodySchema → adminEventResultsResponseSchema
 *   POST /api/admin/events/:id/publish          (empty JSON body {}) → 202 publishResponseSchema
 *   GET  /api/admin/jobs/:id                    → scoringJobSchema
 *   POST /api/admin/events/:id/results/import   body importEventResultsBodySchema → adminEventResultsResponseSchema
 *   POST /api/admin/season/import               body importSeasonBodySchema → importSeasonResponseSchema
 *
 * The zod schemas check types and hard bounds only (hostile input is a 400 before any work). The game's
 * own checks — positions unique and contiguous among finishers, power-stage places unique, ranges that
 * depend on the entry list, driver entered — are `validateResultRows` in src/shared/game/result-rules.ts,
 * run by the server (authority) and usable by the console for comfort; a refusal is a 400 whose message
 * names the row (1-based, and the driver) and the field, with every issue in `issues`.
 */

/** Hard bounds: anything outside is not a plausible rally result and is refused by the schema itself. */
export const RESULT_LIMITS = {
  maxPosition: 500,
  maxChampionshipPoints: 100,
  maxStageWins: 50,
  maxPowerStagePosition: 500,
  maxTimeLength: 32,
  maxCategoryLength: 32,
  maxRows: 500,
} as const;

// Text fields refuse control characters (NUL bytes and friends); PostgreSQL would reject NUL with a 500.
const cleanText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters');

const position = (max: number) => z.number().int().min(1).max(max);

export const resultStatusSchema = z.enum(FINISH_STATUSES);

/** One driver's result as the admin enters it. `position` is null for a driver who did not finish. */
export const resultRowSchema = z.strictObject({
  driverId: z.number().int().positive().max(2_147_483_647),
  status: resultStatusSchema,
  position: position(RESULT_LIMITS.maxPosition).nullable(),
  /** Free text as published ("3:01:12.4", "+12.3"); null when none. */
  time: cleanText(RESULT_LIMITS.maxTimeLength).nullable(),
  /** Official championship points (the Results tab's column), not fantasy points. */
  championshipPoints: z.number().int().min(0).max(RESULT_LIMITS.maxChampionshipPoints),
  stageWins: z.number().int().min(0).max(RESULT_LIMITS.maxStageWins),
  powerStagePosition: position(RESULT_LIMITS.maxPowerStagePosition).nullable(),
  /** Class ("Rally1", "WRC2", "WRC3"); WRC2/WRC3 podiums earn the support-category bonus. */
  category: cleanText(RESULT_LIMITS.maxCategoryLength).nullable(),
  categoryPosition: position(RESULT_LIMITS.maxPosition).nullable(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

export const saveResultsBodySchema = z.strictObject({
  results: z.array(resultRowSchema).max(RESULT_LIMITS.maxRows),
});
export type SaveResultsBody = z.infer<typeof saveResultsBodySchema>;

export const eventIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const jobIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Per-rule fantasy points of one driver (docs/game-rules.md §4), kept so players can be shown them. */
export const fantasyBreakdownSchema = z.object({
  position: z.number().int(),
  finish: z.number().int(),
  stageWins: z.number().int(),
  powerStage: z.number().int(),
  supportCategory: z.number().int(),
  penalty: z.number().int(),
  total: z.number().int(),
});
export type FantasyBreakdown = z.infer<typeof fantasyBreakdownSchema>;

/** A published row: what the admin entered plus the fantasy points the engine computed from it. */
export const publishedResultRowSchema = resultRowSchema.extend({
  fantasyPoints: z.number().int(),
  breakdown: fantasyBreakdownSchema,
});
export type PublishedResultRow = z.infer<typeof publishedResultRowSchema>;

/** A driver on the event's entry list: the grid has one row per entry. */
export const entrySchema = z.object({
  driverId: z.number().int(),
  driverName: z.string(),
  teamName: z.string().nullable(),
  carNumber: z.number().int().nullable(),
});
export type Entry = z.infer<typeof entrySchema>;

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STEP_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStepStatus = (typeof JOB_STEP_STATUSES)[number];

/**
 * The publish job's steps, in the order they start (labels for the console live in its locale files, keyed
 * by name). On PostgreSQL steps whose inputs are ready run side by side (SCORING_STEP_NEEDS on the server).
 */
export const SCORING_STEPS = [
  'results',
  'teams',
  'predictions',
  'drivers',
  'market',
  'championship',
  'managers',
  'ranking',
  'leagues',
  'achievements',
  'notifications',
] as const;
export type ScoringStep = (typeof SCORING_STEPS)[number];

export const jobStepSchema = z.object({
  name: z.enum(SCORING_STEPS),
  status: z.enum(JOB_STEP_STATUSES),
  /** Rows the step wrote (teams scored, predictions scored...); null until it ran. */
  rows: z.number().int().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
});
export type JobStep = z.infer<typeof jobStepSchema>;

export const jobOutcomeSchema = z.object({
  teams: z.number().int(),
  predictions: z.number().int(),
  leagues: z.number().int(),
});
export type JobOutcome = z.infer<typeof jobOutcomeSchema>;

export const scoringJobSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  status: z.enum(JOB_STATUSES),
  /** Steps done / all steps, 0–100. */
  progress: z.number().int().min(0).max(100),
  steps: z.array(jobStepSchema),
  /** Set once the job succeeded. */
  outcome: jobOutcomeSchema.nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ScoringJob = z.infer<typeof scoringJobSchema>;

export const PUBLISH_STATES = ['none', 'draft', 'published', 'published_with_draft'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

export const adminEventResultsResponseSchema = z.object({
  event: z.object({
    id: z.number().int(),
    name: z.string(),
    season: z.number().int(),
    round: z.number().int(),
    /** From the database clock: upcoming / active / completed (docs/game-rules.md §2.1). */
    status: z.enum(EVENT_STATUSES),
    startDate: z.string(),
    endDate: z.string(),
  }),
  entries: z.array(entrySchema),
  /** The draft being edited (null when none was saved since the last publish). */
  draft: z.array(resultRowSchema).nullable(),
  /** The published, scored rows (empty before the first publish). */
  published: z.array(publishedResultRowSchema),
  publish: z.object({
    state: z.enum(PUBLISH_STATES),
    draftSavedAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
    /** The latest publish job of this event, for progress and outcome. */
    lastJob: scoringJobSchema.nullable(),
  }),
});
export type AdminEventResultsResponse = z.infer<typeof adminEventResultsResponseSchema>;

/** Publishing takes an empty JSON object (state-changing routes accept JSON bodies only). */
export const publishBodySchema = z.strictObject({});
export const publishResponseSchema = z.object({ jobId: z.number().int() });
export type PublishResponse = z.infer<typeof publishResponseSchema>;

/**
 * Import rows name the driver by id or by exact name (as in wrc-seasons.json); every other field is as in
 * resultRowSchema, with the optional ones defaulting to null / 0. Documented in docs/import-format.md.
 */
export const importResultRowSchema = z.strictObject({
  driverId: z.number().int().positive().max(2_147_483_647).optional(),
  driver: cleanText(100).optional(),
  status: resultStatusSchema,
  position: position(RESULT_LIMITS.maxPosition).nullable().default(null),
  time: cleanText(RESULT_LIMITS.maxTimeLength).nullable().default(null),
  championshipPoints: z.number().int().min(0).max(RESULT_LIMITS.maxChampionshipPoints).default(0),
  stageWins: z.number().int().min(0).max(RESULT_LIMITS.maxStageWins).default(0),
  powerStagePosition: position(RESULT_LIMITS.maxPowerStagePosition).nullable().default(null),
  category: cleanText(RESULT_LIMITS.maxCategoryLength).nullable().default(null),
  categoryPosition: position(RESULT_LIMITS.maxPosition).nullable().default(null),
});
export type ImportResultRow = z.infer<typeof importResultRowSchema>;

export const importEventResultsBodySchema = z.strictObject({
  results: z.array(importResultRowSchema).max(RESULT_LIMITS.maxRows),
  /** Publish at once after saving (enqueues the job); default false: the import becomes the draft. */
  publish: z.boolean().default(false),
});
export type ImportEventResultsBody = z.infer<typeof importEventResultsBodySchema>;

/** A season: events named by round within `season`, each with its result rows. */
export const importSeasonBodySchema = z.strictObject({
  season: z.number().int().min(1950).max(2100),
  events: z
    .array(
      z.strictObject({
        round: z.number().int().min(1).max(100),
        results: z.array(importResultRowSchema).max(RESULT_LIMITS.maxRows),
      }),
    )
    .min(1)
    .max(100),
  /** Publish every imported event, in round order, after saving. */
  publish: z.boolean().default(false),
});
export type ImportSeasonBody = z.infer<typeof importSeasonBodySchema>;

export const importSeasonResponseSchema = z.object({
  events: z.array(z.object({ eventId: z.number().int(), round: z.number().int(), rows: z.number().int() })),
  jobIds: z.array(z.number().int()),
});
export type ImportSeasonResponse = z.infer<typeof importSeasonResponseSchema>;

/** One problem in submitted rows; `row` is 1-based in the order sent. */
export const resultIssueSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ResultIssue = z.infer<typeof resultIssueSchema>;

/** Body of a 400 refusal of rows: `message` is the first issue in words, `details.issues` all of them. */
export const resultsRefusalSchema = z.object({
  code: z.literal('BAD_REQUEST'),
  message: z.string(),
  details: z.object({ issues: z.array(resultIssueSchema) }),
});
export type ResultsRefusal = z.infer<typeof resultsRefusalSchema>;
