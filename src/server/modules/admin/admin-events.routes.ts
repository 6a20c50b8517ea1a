import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminEntryListSchema,
  adminEventDetailSchema,
  adminEventListSchema,
  adminEventParamsSchema,
  adminEventSchema,
  adminStageParamsSchema,
  adminStageSchema,
  entriesBodySchema,
  eventBodySchema,
  eventEditConflictSchema,
  stageBodySchema,
} from '@shared/api/admin-events';
import { errorResponseSchema } from '@shared/api/common';
import type { AppContext } from '../../http/context';
import { sessionUser } from '../../http/access';
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
 * Events, stages and entry lists for site admins (docs/decisions/0120). The public reads of the same data
 * carry ETags computed from their bodies (http/public-cache.ts), so every edit here changes the
 * tag of each answer it touches: clients revalidating with an old tag get the new body, no purge needed.
 */
export function registerAdminEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A description sent without its language is in the admin's own: their saved setting, else the language
  // their screen asks in (the web sends it as Accept-Language), else English (docs/decisions/0207).
  const writerLanguage = (request: FastifyRequest) => async () =>
    preferredLanguage(await storedLanguage(ctx.db, sessionUser(request).id), request.headers['accept-language']);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
  const tags = ['admin'];
  const admin = { access: 'admin' as const };

  r.get(
    '/api/admin/events',
    { config: admin, schema: { tags, summary: 'Every event with its counts of stages, entries and results', response: { 200: adminEventListSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { events: await listAdminEvents(ctx.db) };
    },
  );

  r.post(
    '/api/admin/events',
    { config: admin, schema: { tags, summary: 'Create an event', body: eventBodySchema, response: { 201: adminEventSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await createEvent(ctx.db, request.body, writerLanguage(request))),
  );

  r.get(
    '/api/admin/events/:id',
    {
      config: admin,
      schema: { tags, summary: 'One event with its stages and entry list', params: adminEventParamsSchema, response: { 200: adminEventDetailSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAdminEvent(ctx.db, request.params.id);
    },
  );

  r.put(
    '/api/admin/events/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Edit an event (a start moved off the first stage needs shiftStages; refused with 409 and nothing written otherwise)",
        params: adminEventParamsSchema,
        body: eventBodySchema,
        response: { 200: adminEventSchema, ...errors, 409: eventEditConflictSchema },
      },
    },
    async (request) => editEvent(ctx.db, request.params.id, request.body, writerLanguage(request)),
  );

  r.post(
    '/api/admin/events/:id/stages',
    {
      config: admin,
      schema: { tags, summary: 'Add a stage', params: adminEventParamsSchema, body: stageBodySchema, response: { 201: adminStageSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await addStage(ctx.db, request.params.id, request.body)),
  );

  r.put(
    '/api/admin/events/:id/stages/:stageId',
    {
      config: admin,
      schema: { tags, summary: 'Edit a stage', params: adminStageParamsSchema, body: stageBodySchema, response: { 200: adminStageSchema, ...errors } },
    },
    async (request) => editStage(ctx.db, request.params.id, request.params.stageId, request.body),
  );

  r.delete(
    '/api/admin/events/:id/stages/:stageId',
    { config: admin, schema: { tags, summary: 'Remove a stage', params: adminStageParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeStage(ctx.db, request.params.id, request.params.stageId);
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/api/admin/events/:id/entries',
    {
      config: admin,
      schema: { tags, summary: 'Set the entry list (who starts, car numbers)', params: adminEventParamsSchema, body: entriesBodySchema, response: { 200: adminEntryListSchema, ...errors } },
    },
    async (request) => ({ entries: await setEntries(ctx.db, request.params.id, request.body.entries) }),
  );
}
