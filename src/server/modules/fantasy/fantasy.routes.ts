import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/api/common';
import {
  captainBodySchema,
  createTeamBodySchema,
  driverIdParamsSchema,
  myTeamResponseSchema,
  purchaseDriverBodySchema,
  teamResponseSchema,
  transfersResponseSchema,
} from '@shared/api/fantasy';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { clearCaptain, createTeam, getMyTeam, getMyTransfers, nameCaptain, purchaseDriver, removeDriver } from './fantasy.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/**
 * "My team" routes: the team is always the session user's, found by user id, so no path carries a team id
 * and another user's team is unreachable by construction (docs/decisions/0050-my-team-api.md).
 */
export function registerFantasyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/fantasy/team',
    {
      config: { access: 'signedIn', apiToken: true },
      // Kept per user until the user's team or the drivers change (decision 0174).
      ...ctx.privateReads.route,
      schema: {
        tags: ['fantasy'],
        summary: "The signed-in user's fantasy team with its drivers (team null when there is none)",
        response: { 200: myTeamResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return { team: await getMyTeam(ctx.db, user.id) };
    },
  );

  r.post(
    '/api/fantasy/team',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['fantasy'],
        summary: 'Create the fantasy team (one per user; budget 10,000,000)',
        body: createTeamBodySchema,
        response: { 201: teamResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const team = await createTeam(ctx.db, user.id, request.body.name);
      return reply.status(201).send({ team });
    },
  );

  r.post(
    '/api/fantasy/team/drivers',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['fantasy'],
        summary: 'Buy a driver at his current price',
        body: purchaseDriverBodySchema,
        response: { 201: teamResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const team = await purchaseDriver(ctx.db, user.id, request.body.driverId, { warnShortfall: request.body.warnShortfall });
      return reply.status(201).send({ team });
    },
  );

  r.delete(
    '/api/fantasy/team/drivers/:driverId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['fantasy'],
        summary: 'Sell a driver; the purchase price is refunded',
        params: driverIdParamsSchema,
        response: { 200: teamResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return { team: await removeDriver(ctx.db, user.id, request.params.driverId) };
    },
  );

  r.put(
    '/api/fantasy/team/captain',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['fantasy'],
        summary: "Name one of the team's drivers captain: his points at the next lock count twice (refused while an event runs)",
        body: captainBodySchema,
        response: { 200: teamResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return { team: await nameCaptain(ctx.db, user.id, request.body.driverId) };
    },
  );

  r.delete(
    '/api/fantasy/team/captain',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['fantasy'],
        summary: 'Clear the captain: no bonus at the next lock (refused while an event runs)',
        response: { 200: teamResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return { team: await clearCaptain(ctx.db, user.id) };
    },
  );

  r.get(
    '/api/fantasy/team/transfers',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags: ['fantasy'],
        summary: "The signed-in user's transfer history, newest first",
        response: { 200: transfersResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return { transfers: await getMyTransfers(ctx.db, user.id) };
    },
  );
}
