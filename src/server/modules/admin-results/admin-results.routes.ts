import type { FastifyInstance } from 'fastify';
import { adminResultsEndpoints as api } from '@shared/api/endpoints/admin-results';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import {
  getEventResults,
  getJob,
  importEventResults,
  importSeason,
  publishEvent,
  saveDraft,
} from './admin-results.service';

/**
 * Site admins only (declared in src/shared/api/endpoints/admin-results.ts): the shared access hook answers
 * 401 / 403 before the body is validated.
 */
export function registerAdminResultsRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.adminGetEventResults, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getEventResults(ctx.db, request.params.id);
  });

  serve(app, api.adminSaveResultDraft, {}, async (request) => saveDraft(ctx.db, request.params.id, request.body.results));

  serve(app, api.adminPublishResults, {}, async (request, reply) => {
    const result = await publishEvent(ctx.db, request.params.id, sessionUser(request).id);
    return reply.status(202).send(result);
  });

  serve(app, api.adminGetPublishJob, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getJob(ctx.db, request.params.id);
  });

  serve(app, api.adminImportEventResults, { bodyLimit: 2 * 1024 * 1024 }, async (request) =>
    importEventResults(ctx.db, request.params.id, request.body, sessionUser(request).id),
  );

  serve(app, api.adminImportSeason, { bodyLimit: 8 * 1024 * 1024 }, async (request) =>
    importSeason(ctx.db, request.body, sessionUser(request).id),
  );
}
