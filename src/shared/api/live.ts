import { z } from 'zod';
import { EVENT_STATUSES } from '../constants/enums';
import { errorResponseSchema, idParamSchema, MAX_DB_INT } from './common';
import { fantasyBreakdownSchema, resultIssueSchema } from './admin-results';
import { IMPORT_FORMATS, LIVE_DRIVER_STATES, LIVE_LIMITS, STAGE_RESULT_STATUSES } from './live-constants';

// The zod-free half (paths, limits, statuses, event names) is in ./live-constants.ts, so that the header badge and
// the live hooks on every page do not pull zod into the first load; the server imports it from here as well.
export * from './live-constants';

/**
 * The live weekend (issue 29): stage results as facts, everything else derived from them on read, provisional
 * points by the final rules, pushed to every tab by server-sent events. docs/game-rules.md §15.
 *
 * Admin (access 'admin'):
 *   GET  /api/admin/events/:id/live                      → adminLiveResponseSchema
 *   PUT  /api/admin/events/:id/live/stages/:stageId      body saveStageBodySchema → adminLiveResponseSchema
 *        (saves and publishes that stage; 409 when `revision` is not the stage's current one)
 *   POST /api/admin/events/:id/live/import               body importStagesBodySchema → adminLiveResponseSchema
 * Players:
 *   GET  /api/live                        (public)   → liveStatusResponseSchema  (the header badge)
 *   GET  /api/events/:id/live             (public)   → liveEventResponseSchema   (the event's Live tab)
 *   GET  /api/events/:id/live/me          (signedIn) → myLiveTeamResponseSchema  (dashboard and team page)
 *   GET  /api/leagues/:id/live            (signedIn) → leagueLiveResponseSchema  (league provisional column)
 *   GET  /api/live/stream                 (public)   text/event-stream, see LIVE_SSE_EVENTS
 *
 * Times travel as whole milliseconds (`…Ms`) with a display text beside them (`m:ss.t`, overall `h:mm:ss.t`);
 * the admin types `m:ss.t` and the server parses it (parseStageTime in src/shared/game/stage-time.ts).
 */

// eslint-disable-next-line no-control-regex
const timeText = z.string().trim().max(LIVE_LIMITS.maxTimeTextLength).refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters');

/** One row of a stage as the admin enters it. */
export const stageResultRowSchema = z.strictObject({
  driverId: z.number().int().positive().max(MAX_DB_INT),
  status: z.enum(STAGE_RESULT_STATUSES),
  /** `m:ss.t` (also `m:ss`, `h:mm:ss.t`); required when finished, null otherwise. */
  time: timeText.nullable().default(null),
  /** Time penalty given on this stage, same format ("0:10"); null or absent for none. */
  penalty: timeText.nullable().default(null),
  /** Set on the stage a driver retired on when he restarts later (rally rules allow it). */
  restarted: z.boolean().default(false),
});
export type StageResultRow = z.input<typeof stageResultRowSchema>;

export const liveEventParamsSchema = z.strictObject({ id: idParamSchema });
export const liveStageParamsSchema = z.strictObject({ id: idParamSchema, stageId: idParamSchema });

export const saveStageBodySchema = z.strictObject({
  /** The stage's revision the admin edited (0 when never saved): a save over a newer one is a 409. */
  revision: z.number().int().min(0).max(MAX_DB_INT),
  results: z.array(stageResultRowSchema).min(1).max(LIVE_LIMITS.maxRows),
});
export type SaveStageBody = z.input<typeof saveStageBodySchema>;

/**
 * A file of one or more stages (docs/live-stage-import.md). CSV header:
 * `stage,driver,status,time,penalty,restarted` (stage = stage number; driver = id or exact name).
 * JSON: `{ "stages": [ { "stage": 1, "results": [ { "driver": "…", "time": "5:12.3" } ] } ] }`.
 */
export const importStagesBodySchema = z.strictObject({
  format: z.enum(IMPORT_FORMATS),
  content: z.string().min(1).max(LIVE_LIMITS.maxImportChars),
});
export type ImportStagesBody = z.infer<typeof importStagesBodySchema>;

/** A refused row: `row` is 1-based in the file (CSV: data rows after the header), `field` its column. */
export const liveRefusalSchema = z.object({
  code: z.literal('BAD_REQUEST'),
  message: z.string(),
  details: z.object({ issues: z.array(resultIssueSchema) }),
});

/**
 * The 400 the live writes serialise: our error shape, with every refused row (`details.issues`) beside the first
 * one's message; a request refused before its rows were read has no details.
 */
export const liveWriteBadRequestSchema = errorResponseSchema.extend({ details: z.object({ issues: z.array(resultIssueSchema) }).optional() });

export const liveStageSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  length: z.number().nullable(),
  startTime: z.string().nullable(),
  isPowerStage: z.boolean(),
  /** True once results of the stage were saved (published). */
  published: z.boolean(),
  /** Bumped by every save; the PUT sends it back. */
  revision: z.number().int(),
  publishedAt: z.string().nullable(),
});
export type LiveStage = z.infer<typeof liveStageSchema>;

export const liveDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  carNumber: z.number().int().nullable(),
  teamName: z.string().nullable(),
});
export type LiveDriver = z.infer<typeof liveDriverSchema>;

/** One line of a stage's ranking (derived: time order, ties by car number then driver id). */
export const stageRankingRowSchema = z.object({
  driver: liveDriverSchema,
  status: z.enum(STAGE_RESULT_STATUSES),
  /** Null unless finished. */
  position: z.number().int().nullable(),
  timeMs: z.number().int().nullable(),
  time: z.string().nullable(),
  /** Behind the stage winner; 0 for him, null unless finished. */
  gapMs: z.number().int().nullable(),
  penaltyMs: z.number().int(),
  restarted: z.boolean(),
});
export type StageRankingRow = z.infer<typeof stageRankingRowSchema>;

export const stageResultsSchema = z.object({
  stage: liveStageSchema,
  winnerDriverId: z.number().int().nullable(),
  ranking: z.array(stageRankingRowSchema),
});
export type StageResults = z.infer<typeof stageResultsSchema>;

/** One driver in the overall classification after a stage, with his provisional fantasy points. */
export const overallRowSchema = z.object({
  driver: liveDriverSchema,
  state: z.enum(LIVE_DRIVER_STATES),
  /** Null unless running. */
  position: z.number().int().nullable(),
  /** Stage times plus penalties so far; null unless running. */
  totalMs: z.number().int().nullable(),
  total: z.string().nullable(),
  /** Behind the leader; null unless running. */
  gapMs: z.number().int().nullable(),
  penaltyMs: z.number().int(),
  stageWins: z.number().int(),
  /** Latest published stage: his position on it (null when he set no time there). */
  lastStagePosition: z.number().int().nullable(),
  powerStagePosition: z.number().int().nullable(),
  provisionalPoints: z.number().int(),
  breakdown: fantasyBreakdownSchema,
});
export type OverallRow = z.infer<typeof overallRowSchema>;

export const liveEventHeaderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  season: z.number().int(),
  round: z.number().int(),
  status: z.enum(EVENT_STATUSES),
  /** 'live' while stages come in; 'final' once the official results are published (figures are then official). */
  phase: z.enum(['upcoming', 'live', 'final']),
  /** Latest published stage (highest number with results), null before the first. */
  latestStage: liveStageSchema.nullable(),
  /** Id of the latest publication (the SSE id); 0 when none. */
  publicationId: z.number().int(),
  stageCount: z.number().int(),
  publishedStageCount: z.number().int(),
});
export type LiveEventHeader = z.infer<typeof liveEventHeaderSchema>;

export const liveEventResponseSchema = z.object({
  event: liveEventHeaderSchema,
  /** Every stage of the event in order; results empty for those not published yet. */
  stages: z.array(stageResultsSchema),
  /** After the latest stage; every entered driver (running first, by position). */
  overall: z.array(overallRowSchema),
  /** Null until the power stage is in. */
  powerStage: stageResultsSchema.nullable(),
});
export type LiveEventResponse = z.infer<typeof liveEventResponseSchema>;

export const adminLiveResponseSchema = z.object({
  event: liveEventHeaderSchema,
  entries: z.array(liveDriverSchema),
  /** Every stage with the facts as saved (time texts as the admin would type them). */
  stages: z.array(
    liveStageSchema.extend({
      results: z.array(
        z.object({
          driverId: z.number().int(),
          status: z.enum(STAGE_RESULT_STATUSES),
          time: z.string().nullable(),
          penalty: z.string().nullable(),
          restarted: z.boolean(),
        }),
      ),
    }),
  ),
  /** True once the last stage is in and the final result draft was filled from the classification. */
  draftFilled: z.boolean(),
});
export type AdminLiveResponse = z.infer<typeof adminLiveResponseSchema>;

/** The header badge: active events with at least one published stage, not yet final ("Live · SS7"). */
export const liveStatusResponseSchema = z.object({
  live: z.array(
    z.object({
      eventId: z.number().int(),
      eventName: z.string(),
      stageNumber: z.number().int(),
      stageName: z.string(),
      publicationId: z.number().int(),
    }),
  ),
});
export type LiveStatusResponse = z.infer<typeof liveStatusResponseSchema>;

export const myLiveDriverSchema = z.object({
  driver: liveDriverSchema,
  state: z.enum(LIVE_DRIVER_STATES),
  lastStagePosition: z.number().int().nullable(),
  overallPosition: z.number().int().nullable(),
  /** The driver's own provisional points; a captain's count twice in the team's (docs/game-rules.md §5.4, §15.5). */
  provisionalPoints: z.number().int(),
  /** He was the captain at the lock. */
  captain: z.boolean(),
  /** What the armband adds to the team's provisional score: his points once more for the captain, else 0. */
  captainBonus: z.number().int(),
  breakdown: fantasyBreakdownSchema,
});
export type MyLiveDriver = z.infer<typeof myLiveDriverSchema>;

export const myLiveTeamResponseSchema = z.object({
  event: liveEventHeaderSchema,
  /** Null when the player has no team or held no driver at the lock. */
  team: z
    .object({
      name: z.string(),
      drivers: z.array(myLiveDriverSchema),
      /** The drivers' provisional points, the captain's twice. */
      provisionalPoints: z.number().int(),
    })
    .nullable(),
  /** Null when the player made no prediction for the event. */
  prediction: z
    .object({
      picks: z.array(liveDriverSchema).length(3),
      /** The current top three (shorter when fewer run). */
      currentPodium: z.array(liveDriverSchema),
      provisionalPoints: z.number().int(),
    })
    .nullable(),
  /** Team plus prediction; null when neither exists. */
  provisionalTotal: z.number().int().nullable(),
});
export type MyLiveTeamResponse = z.infer<typeof myLiveTeamResponseSchema>;

export const leagueLiveRowSchema = z.object({
  userId: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  teamName: z.string().nullable(),
  /** Official league points (published events only). */
  points: z.number().int(),
  position: z.number().int().nullable(),
  /** This event's provisional score (team + prediction); null when the member has neither. */
  provisionalEventPoints: z.number().int().nullable(),
  provisionalPoints: z.number().int(),
  provisionalPosition: z.number().int(),
  /** Places gained since the previous stage (positive = up); null before the second stage. */
  movement: z.number().int().nullable(),
});
export type LeagueLiveRow = z.infer<typeof leagueLiveRowSchema>;

/** One side of a live head-to-head duel (docs/game-rules.md §8.9, provisional results). */
export const liveDuelSideSchema = z.object({
  userId: z.string(),
  /** Null for an account deleted since the draw. */
  username: z.string().nullable(),
  /** This event's provisional score; no team and no prediction score 0, as in the final result. */
  provisionalEventPoints: z.number().int(),
  /** The league points the duel would give if the event ended now (3 ahead, 1 level, 0 behind); null for a bye. */
  provisionalLeaguePoints: z.number().int().nullable(),
});
export type LiveDuelSide = z.infer<typeof liveDuelSideSchema>;

export const liveDuelSchema = z.object({
  home: liveDuelSideSchema,
  /** Null: the home side has the bye. */
  away: liveDuelSideSchema.nullable(),
  /** Who is ahead now; null when level or a bye. */
  leaderId: z.string().nullable(),
});
export type LiveDuel = z.infer<typeof liveDuelSchema>;

export const leagueLiveResponseSchema = z.object({
  leagueId: z.number().int(),
  /** Null when no event is live: rows then carry the official figures only. */
  event: liveEventHeaderSchema.nullable(),
  rows: z.array(leagueLiveRowSchema),
  /**
   * A head-to-head league's fixtures of the live event with their provisional results, in slot order; null in a
   * classic league, with no live event, or when the live event is not one of the league's (it started before it).
   */
  duels: z.array(liveDuelSchema).nullable(),
});
export type LeagueLiveResponse = z.infer<typeof leagueLiveResponseSchema>;


export const liveStageEventSchema = z.object({
  publicationId: z.number().int(),
  eventId: z.number().int(),
  stageId: z.number().int(),
  stageNumber: z.number().int(),
  stageName: z.string(),
  isPowerStage: z.boolean(),
  /** True when the stage had been published before (a correction). */
  correction: z.boolean(),
  publishedAt: z.string(),
});
export type LiveStageEvent = z.infer<typeof liveStageEventSchema>;

export const liveFinalEventSchema = z.object({
  publicationId: z.number().int(),
  eventId: z.number().int(),
  publishedAt: z.string(),
});
export type LiveFinalEvent = z.infer<typeof liveFinalEventSchema>;
