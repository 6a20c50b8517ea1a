import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resultIssueSchema } from '@shared/api/admin-results';
import { errorResponseSchema } from '@shared/api/common';
import { leagueIdParamsSchema } from '@shared/api/leagues';
import {
  adminLiveResponseSchema,
  importStagesBodySchema,
  leagueLiveResponseSchema,
  liveEventParamsSchema,
  liveEventResponseSchema,
  liveStageParamsSchema,
  liveStatusResponseSchema,
  myLiveTeamResponseSchema,
  saveStageBodySchema,
} from '@shared/api/live';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { openLiveStream } from './live-stream';
import { sendEntry } from '../../lib/public-read-cache';
import { createLeagueLiveCache } from './league-live-cache';
import { getAdminLive, getLeagueLiveAnswer, getLiveEvent, getLiveStatus, getMyLive, importStages, saveStage } from './live.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
// A refused row set keeps every problem (row and field) beside the first one's message.
const writeErrors = { ...errors, 400: errorResponseSchema.extend({ details: z.object({ issues: z.array(resultIssueSchema) }).optional() }), 409: errorResponseSchema };
const tags = ['live'];

/**
 * The live weekend (issue 29). Public reads are kept in memory like the calendar (0171) and per-user reads like
 * the team (0174); both are dropped on every instance when a stage is published (NOTIFY rally_live, app.ts).
 */
export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { access: 'admin' as const } };
  const leagueLive = createLeagueLiveCache(ctx.clock, ctx.privateReads);

  r.get(
    '/api/admin/events/:id/live',
    {
      ...admin,
      schema: { tags, summary: "An event's stages with the facts as saved, for the console's Live page", params: liveEventParamsSchema, response: { 200: adminLiveResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAdminLive(ctx.db, request.params.id);
    },
  );

  r.put(
    '/api/admin/events/:id/live/stages/:stageId',
    {
      ...admin,
      schema: {
        tags,
        summary: "Save and publish one stage's results (409 when the stage was saved meanwhile; nothing written on refusal)",
        params: liveStageParamsSchema,
        body: saveStageBodySchema,
        response: { 200: adminLiveResponseSchema, ...writeErrors },
      },
    },
    async (request) => saveStage(ctx.db, request.params.id, request.params.stageId, request.body),
  );

  r.post(
    '/api/admin/events/:id/live/import',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Import and publish one or more stages from a CSV or JSON file (docs/live-stage-import.md)',
        params: liveEventParamsSchema,
        body: importStagesBodySchema,
        response: { 200: adminLiveResponseSchema, ...writeErrors },
      },
    },
    async (request) => importStages(ctx.db, request.params.id, request.body),
  );

  r.get(
    '/api/live',
    {
      config: { access: 'public', apiToken: true },
      schema: { tags, summary: 'Events live now with their latest stage (the header badge)', response: { 200: liveStatusResponseSchema } },
      ...ctx.publicReads.route,
    },
    async () => getLiveStatus(ctx.db),
  );

  r.get(
    '/api/events/:id/live',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags,
        summary: 'Stage results, the overall after the latest stage and provisional points of an event',
        params: liveEventParamsSchema,
        response: { 200: liveEventResponseSchema, ...errors },
      },
      ...ctx.publicReads.route,
    },
    async (request) => getLiveEvent(ctx.db, request.params.id),
  );

  r.get(
    '/api/events/:id/live/me',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags,
        summary: "The caller's drivers, prediction and provisional total in an event",
        params: liveEventParamsSchema,
        response: { 200: myLiveTeamResponseSchema, ...errors },
      },
      ...ctx.privateReads.route,
    },
    async (request) => getMyLive(ctx.db, sessionUser(request).id, request.params.id),
  );

  r.get(
    '/api/leagues/:id/live',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags,
        summary: "A league's provisional table during the live event",
        params: leagueIdParamsSchema,
        response: { 200: leagueLiveResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Kept per league while its membership and the stages are as they were (league-live-cache.ts), and sent as
      // the public reads send theirs: serialised and compressed once.
      const answer = await getLeagueLiveAnswer(ctx.db, ctx.clock, sessionUser(request).id, request.params.id, leagueLive);
      return sendEntry(request, reply as FastifyReply, answer);
    },
  );

  r.get(
    '/api/live/stream',
    { config: { access: 'public' }, schema: { tags, summary: 'Server-sent events: a stage was published (resumable with Last-Event-ID)' } },
    async (request, reply) => openLiveStream(request, reply, ctx.live),
  );
}
