import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/api/common';
import {
  eventIdParamsSchema,
  eventListSchema,
  eventResultListSchema,
  eventSchema,
  stageListSchema,
} from '@shared/api/events';
import type { AppContext } from '../../http/context';
import { getAllEvents, getEvent, getEventResults, getEventStages } from './events.service';

/**
 * The rally calendar is public championship data: readable without a session (docs/decisions/0040),
 * answered from memory with ETags so clients revalidate cheaply (docs/decisions/0171).
 */
export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

  r.get(
    '/api/events',
    {
      config: { access: 'public' },
      schema: { tags: ['events'], summary: 'Every event, by start date', response: { 200: eventListSchema } },
      ...ctx.publicReads.route,
    },
    async () => ({ events: await getAllEvents(ctx.db) }),
  );

  r.get(
    '/api/events/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'One event',
        params: eventIdParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
      ...ctx.publicReads.route,
    },
    async (request) => getEvent(ctx.db, request.params.id),
  );

  r.get(
    '/api/events/:id/stages',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'Stages of an event, by start time',
        params: eventIdParamsSchema,
        response: { 200: stageListSchema, ...errors },
      },
      ...ctx.publicReads.route,
    },
    async (request) => ({ stages: await getEventStages(ctx.db, request.params.id) }),
  );

  r.get(
    '/api/events/:id/results',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'Results of an event with the driver, by position',
        params: eventIdParamsSchema,
        response: { 200: eventResultListSchema, ...errors },
      },
      ...ctx.publicReads.route,
    },
    async (request) => ({ results: await getEventResults(ctx.db, request.params.id) }),
  );
}
