/**
 * The live weekend's limits, statuses and stream event names (docs/game-rules.md §15): plain values with no zod,
 * for the web app's every-page code (the header's live badge, the live hooks). The schemas are in ./live.ts,
 * which re-exports all of this.
 */

/**
 * The stream's path, for the EventSource that reads it (src/web/lib/live/use-live.ts): the JSON reads are called
 * through the API contract (src/shared/api/endpoints/live.ts), which names their paths.
 */
export const LIVE_PATHS = {
  stream: '/api/live/stream',
} as const;

/** Hard bounds of a stage fact: a stage time or penalty over two hours is not plausible and is refused. */
export const LIVE_LIMITS = {
  maxStageTimeMs: 2 * 60 * 60 * 1000,
  maxPenaltyMs: 2 * 60 * 60 * 1000,
  maxTimeTextLength: 16,
  maxRows: 500,
  /** Rows of one import file (every stage of an event times every entry). */
  maxImportRows: 5_000,
  /** Characters of an import file sent in the body (the API's body limit is 64 KiB). */
  maxImportChars: 60_000,
} as const;

/** A driver's fact on one stage: a time, retired on this stage, or did not start it. */
export const STAGE_RESULT_STATUSES = ['finished', 'retired', 'did_not_start'] as const;
export type StageResultStatus = (typeof STAGE_RESULT_STATUSES)[number];

/** Where a driver stands in the rally after the latest stage (derived). */
export const LIVE_DRIVER_STATES = ['running', 'retired', 'restarted', 'did_not_start'] as const;
export type LiveDriverState = (typeof LIVE_DRIVER_STATES)[number];

/** Formats of a stage import file (docs/live-stage-import.md). */
export const IMPORT_FORMATS = ['csv', 'json'] as const;

/**
 * Server-sent events of GET /api/live/stream. Every message has `id:` = its publication id (resume with
 * `Last-Event-ID`: the server replays what came after) and `data:` = JSON of the payload below. A comment line
 * (`: ping`) every 15 s keeps proxies from closing the stream.
 *   `stage`  a stage was published or corrected: refetch the live reads of `eventId`.
 *   `final`  the event's official results were published: provisional figures are gone, refetch as usual.
 */
export const LIVE_SSE_EVENTS = { stage: 'stage', final: 'final' } as const;
export type LiveSseEventName = (typeof LIVE_SSE_EVENTS)[keyof typeof LIVE_SSE_EVENTS];
