import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminEventResultsResponseSchema,
  eventIdParamsSchema,
  importEventResultsBodySchema,
  importSeasonBodySchema,
  importSeasonResponseSchema,
  jobIdParamsSchema,
  publishBodySchema,
  publishResponseSchema,
  saveResultsBodySchema,
  scoringJobSchema,
} from '@shared/api/admin-results';
import { errorResponseSchema } from '@shared/api/common';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import {
  getEventResults,
  getJob,
  importEventResults,
  importSeason,
  publishEvent,
  saveDraft,
} from './admin-results.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export function registerAdminResultsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Site admins only: the shared access hook answers 401 / 403 before the body is validated.
  const common = { config: { access: 'admin' as const } };

  api.get(
    '/api/admin/events/:id/results',
    {
      ...common,
      schema: {
        tags: ['admin'],
        summary: "An event's entry list, result draft, published results and publish state",
        params: eventIdParamsSchema,
        response: { 200: adminEventResultsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getEventResults(ctx.db, request.params.id);
    },
  );

  api.put(
    '/api/admin/events/:id/results',
    {
      ...common,
      schema: {
        tags: ['admin'],
        summary: "Save the event's result draft (checked; nothing written on refusal)",
        params: eventIdParamsSchema,
        body: saveResultsBodySchema,
        response: { 200: adminEventResultsResponseSchema, ...errors },
      },
    },
    async (request) => saveDraft(ctx.db, request.params.id, request.body.results),
  );

  api.post(
    '/api/admin/events/:id/publish',
    {
      ...common,
      schema: {
        tags: ['admin'],
        summary: 'Publish the draft: queues the durable scoring job',
        params: eventIdParamsSchema,
        body: publishBodySchema,
        response: { 202: publishResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await publishEvent(ctx.db, request.params.id, sessionUser(request).id);
      return reply.status(202).send(result);
    },
  );

  api.get(
    '/api/admin/jobs/:id',
    {
      ...common,
      schema: {
        tags: ['admin'],
        summary: 'A publish job: status, steps with progress, outcome and error',
        params: jobIdParamsSchema,
        response: { 200: scoringJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getJob(ctx.db, request.params.id);
    },
  );

  api.post(
    '/api/admin/events/:id/results/import',
    {
      ...common,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary: "Import an event's results (docs/import-format.md) as its draft, optionally publishing",
        params: eventIdParamsSchema,
        body: importEventResultsBodySchema,
        response: { 200: adminEventResultsResponseSchema, ...errors },
      },
    },
    async (request) => importEventResults(ctx.db, request.params.id, request.body, sessionUser(request).id),
  );

  api.post(
    '/api/admin/season/import',
    {
      ...common,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary: "Import a season's results (docs/import-format.md), optionally publishing every event",
        body: importSeasonBodySchema,
        response: { 200: importSeasonResponseSchema, ...errors },
      },
    },
    async (request) => importSeason(ctx.db, request.body, sessionUser(request).id),
  );
}
