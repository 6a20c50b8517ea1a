import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminEventsEndpoints as api } from '@shared/api/endpoints/admin-events';
import type { AppContext } from '../../http/context';
import { sessionUser } from '../../http/access';
import { serve } from '../../http/serve';
import { preferredLanguage } from '../../lib/preferred-language';
import { storedLanguage } from '../account/index';
import {
  addStage,
  createEvent,
  editEvent,
  editStage,
  getAdminEvent,
  listAdminEvents,
  removeStage,
  setEntries,
} from './admin-events.service';

/**
 * Events, stages and entry lists for site admins (docs/decisions/0120; declared in
 * src/shared/api/endpoints/admin-events.ts). The public reads of the same data carry ETags computed from their
 * bodies (http/public-cache.ts), so every edit here changes the tag of each answer it touches: clients
 * revalidating with an old tag get the new body, no purge needed.
 */
export function registerAdminEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A description sent without its language is in the admin's own: their saved setting, else the language
  // their screen asks in (the web sends it as Accept-Language), else English (docs/decisions/0207).
  const writerLanguage = (request: FastifyRequest) => async () =>
    preferredLanguage(await storedLanguage(ctx.db, sessionUser(request).id), request.headers['accept-language']);

  serve(app, api.adminListEvents, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { events: await listAdminEvents(ctx.db) };
  });

  serve(app, api.adminCreateEvent, {}, async (request, reply) =>
    reply.status(201).send(await createEvent(ctx.db, request.body, writerLanguage(request))),
  );

  serve(app, api.adminGetEvent, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getAdminEvent(ctx.db, request.params.id);
  });

  serve(app, api.adminUpdateEvent, {}, async (request) =>
    editEvent(ctx.db, request.params.id, request.body, writerLanguage(request)),
  );

  serve(app, api.adminAddStage, {}, async (request, reply) =>
    reply.status(201).send(await addStage(ctx.db, request.params.id, request.body)),
  );

  serve(app, api.adminUpdateStage, {}, async (request) =>
    editStage(ctx.db, request.params.id, request.params.stageId, request.body),
  );

  serve(app, api.adminRemoveStage, {}, async (request, reply) => {
    await removeStage(ctx.db, request.params.id, request.params.stageId);
    return reply.status(204).send(null);
  });

  serve(app, api.adminSetEntries, {}, async (request) => ({
    entries: await setEntries(ctx.db, request.params.id, request.body.entries),
  }));
}
