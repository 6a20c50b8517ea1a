import { leagueIdParamsSchema } from '../leagues';
import {
  adminLiveResponseSchema,
  importStagesBodySchema,
  leagueLiveResponseSchema,
  liveEventParamsSchema,
  liveEventResponseSchema,
  liveStageParamsSchema,
  liveStatusResponseSchema,
  liveWriteBadRequestSchema,
  myLiveTeamResponseSchema,
  saveStageBodySchema,
} from '../live';
import { defineEndpoints } from './define';

const tags = ['live'];
const errors = [400, 401, 403, 404] as const;
const writeErrors = [400, 401, 403, 404, 409] as const;

/** The live weekend (issue 29, docs/game-rules.md §15): the console's stage entry, the players' live reads, the stream. */
export const liveEndpoints = defineEndpoints({
  adminGetEventLive: {
    method: 'GET',
    path: '/api/admin/events/:id/live',
    summary: "An event's stages with the facts as saved, for the console's Live page",
    tags,
    access: 'admin',
    params: liveEventParamsSchema,
    responses: { 200: adminLiveResponseSchema },
    errors,
  },
  adminSaveLiveStage: {
    method: 'PUT',
    path: '/api/admin/events/:id/live/stages/:stageId',
    summary: "Save and publish one stage's results (409 when the stage was saved meanwhile; nothing written on refusal)",
    tags,
    access: 'admin',
    params: liveStageParamsSchema,
    body: saveStageBodySchema,
    responses: { 200: adminLiveResponseSchema },
    errors: writeErrors,
    // A refused row set keeps every problem (row and field) beside the first one's message.
    errorBodies: { 400: liveWriteBadRequestSchema },
  },
  adminImportLiveStages: {
    method: 'POST',
    path: '/api/admin/events/:id/live/import',
    summary: 'Import and publish one or more stages from a CSV or JSON file (docs/live-stage-import.md)',
    tags,
    access: 'admin',
    params: liveEventParamsSchema,
    body: importStagesBodySchema,
    responses: { 200: adminLiveResponseSchema },
    errors: writeErrors,
    errorBodies: { 400: liveWriteBadRequestSchema },
  },
  listLiveEvents: {
    method: 'GET',
    path: '/api/live',
    summary: 'Events live now with their latest stage (the header badge)',
    tags,
    access: 'public',
    apiToken: true,
    responses: { 200: liveStatusResponseSchema },
  },
  getEventLive: {
    method: 'GET',
    path: '/api/events/:id/live',
    summary: 'Stage results, the overall after the latest stage and provisional points of an event',
    tags,
    access: 'public',
    apiToken: true,
    params: liveEventParamsSchema,
    responses: { 200: liveEventResponseSchema },
    errors,
  },
  getMyEventLive: {
    method: 'GET',
    path: '/api/events/:id/live/me',
    summary: "The caller's drivers, prediction and provisional total in an event",
    tags,
    access: 'signedIn',
    apiToken: true,
    params: liveEventParamsSchema,
    responses: { 200: myLiveTeamResponseSchema },
    errors,
  },
  getLeagueLiveTable: {
    method: 'GET',
    path: '/api/leagues/:id/live',
    summary: "A league's provisional table during the live event",
    tags,
    access: 'signedIn',
    apiToken: true,
    params: leagueIdParamsSchema,
    responses: { 200: leagueLiveResponseSchema },
    errors,
  },
  streamLiveStages: {
    method: 'GET',
    path: '/api/live/stream',
    summary: 'Server-sent events: a stage was published (resumable with Last-Event-ID)',
    tags,
    access: 'public',
    // Its 200 is text/event-stream, written by the handler (messages: LIVE_SSE_EVENTS), not a JSON body: no schema
    // serialises it, as before. The web app reads it with an EventSource (src/web/lib/live/use-live.ts), never
    // through the contract's client.
    responses: { 200: null },
  },
});
