import type { FastifyInstance } from 'fastify';
import { liveEndpoints as api } from '@shared/api/endpoints/live';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { openLiveStream } from './live-stream';
import { sendEntry } from '../../lib/public-read-cache';
import { createLeagueLiveCache } from './league-live-cache';
import { getAdminLive, getLeagueLiveAnswer, getLiveEvent, getLiveStatus, getMyLive, importStages, saveStage } from './live.service';

/**
 * The live weekend (issue 29). Public reads are kept in memory like the calendar (0171) and per-user reads like
 * the team (0174); both are dropped on every instance when a stage is published (NOTIFY rally_live, app.ts).
 * Declared in src/shared/api/endpoints/live.ts.
 */
export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const leagueLive = createLeagueLiveCache(ctx.clock, ctx.privateReads);

  serve(app, api.adminGetEventLive, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getAdminLive(ctx.db, request.params.id);
  });

  serve(app, api.adminSaveLiveStage, {}, async (request) =>
    saveStage(ctx.db, request.params.id, request.params.stageId, request.body),
  );

  serve(app, api.adminImportLiveStages, {}, async (request) => importStages(ctx.db, request.params.id, request.body));

  serve(app, api.listLiveEvents, ctx.publicReads.route, async () => getLiveStatus(ctx.db));

  serve(app, api.getEventLive, ctx.publicReads.route, async (request) => getLiveEvent(ctx.db, request.params.id));

  serve(app, api.getMyEventLive, ctx.privateReads.route, async (request) =>
    getMyLive(ctx.db, sessionUser(request).id, request.params.id),
  );

  serve(app, api.getLeagueLiveTable, {}, async (request, reply) => {
    // Kept per league while its membership and the stages are as they were (league-live-cache.ts), and sent as
    // the public reads send theirs: serialised and compressed once.
    const answer = await getLeagueLiveAnswer(ctx.db, ctx.clock, sessionUser(request).id, request.params.id, leagueLive);
    return sendEntry(request, reply, answer);
  });

  serve(app, api.streamLiveStages, {}, async (request, reply) => {
    await openLiveStream(request, reply, ctx.live);
    // The reply was hijacked and the stream written on it: no body for Fastify to send (its 200 declares none).
    return undefined;
  });
}
