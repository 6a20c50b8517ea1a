import type { FastifyInstance } from 'fastify';
import { eventsEndpoints as api } from '@shared/api/endpoints/events';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { getCorrections, getEventCorrections } from './corrections.service';
import { getEventEntries, getNextEntries } from './entries.service';
import { getAllEvents, getEvent, getEventResults, getEventStages } from './events.service';

/**
 * The rally calendar is public championship data: readable without a session (docs/decisions/0040),
 * answered from memory with ETags so clients revalidate cheaply (docs/decisions/0171). Declared in
 * src/shared/api/endpoints/events.ts.
 */
export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cached = ctx.publicReads.route;

  serve(app, api.listEvents, cached, async () => ({ events: await getAllEvents(ctx.db) }));
  serve(app, api.getEvent, cached, async (request) => getEvent(ctx.db, request.params.id));
  serve(app, api.listEventStages, cached, async (request) => ({ stages: await getEventStages(ctx.db, request.params.id) }));
  serve(app, api.listEventResults, cached, async (request) => ({ results: await getEventResults(ctx.db, request.params.id) }));
  // Static before the `:id` routes for the reader; find-my-way prefers a static segment whatever the order.
  serve(app, api.getNextEventEntries, cached, async () => getNextEntries(ctx.db));
  serve(app, api.listEventEntries, cached, async (request) => ({ entries: await getEventEntries(ctx.db, request.params.id) }));
  serve(app, api.listEventCorrections, cached, async (request) => ({
    corrections: await getEventCorrections(ctx.db, request.params.id),
  }));
  serve(app, api.listCorrections, cached, async () => ({ corrections: await getCorrections(ctx.db) }));
}
