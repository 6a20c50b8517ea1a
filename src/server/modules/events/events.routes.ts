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
import { correctionListSchema } from '@shared/api/corrections';
import { eventEntryListSchema, nextEntriesSchema } from '@shared/api/entries';
import type { AppContext } from '../../http/context';
import { getCorrections, getEventCorrections } from './corrections.service';
import { getEventEntries, getNextEntries } from './entries.service';
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
      config: { access: 'public', apiToken: true },
      schema: { tags: ['events'], summary: 'Every event, by start date', response: { 200: eventListSchema } },
      ...ctx.publicReads.route,
    },
    async () => ({ events: await getAllEvents(ctx.db) }),
  );

  r.get(
    '/api/events/:id',
    {
      config: { access: 'public', apiToken: true },
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
      config: { access: 'public', apiToken: true },
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
      config: { access: 'public', apiToken: true },
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

  // Static before the `:id` routes for the reader; find-my-way prefers a static segment whatever the order.
  r.get(
    '/api/events/next/entries',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['events'],
        summary: 'The next rally to start and the drivers entered in it (empty until its entry list is published)',
        response: { 200: nextEntriesSchema },
      },
      ...ctx.publicReads.route,
    },
    async () => getNextEntries(ctx.db),
  );

  r.get(
    '/api/events/:id/entries',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['events'],
        summary: 'The entry list of an event, with car numbers',
        params: eventIdParamsSchema,
        response: { 200: eventEntryListSchema, ...errors },
      },
      ...ctx.publicReads.route,
    },
    async (request) => ({ entries: await getEventEntries(ctx.db, request.params.id) }),
  );

  r.get(
    '/api/events/:id/corrections',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['events'],
        summary: "Corrections of the event's published results, newest first",
        params: eventIdParamsSchema,
        response: { 200: correctionListSchema, ...errors },
      },
      ...ctx.publicReads.route,
    },
    async (request) => ({ corrections: await getEventCorrections(ctx.db, request.params.id) }),
  );

  r.get(
    '/api/corrections',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['events'],
        summary: 'The public corrections log: every correction of published results, with its effect on points',
        response: { 200: correctionListSchema },
      },
      ...ctx.publicReads.route,
    },
    async () => ({ corrections: await getCorrections(ctx.db) }),
  );
}
