import type { FastifyInstance } from 'fastify';
import { currentSeason } from '@shared/game/season';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  constructorStandingsSchema,
  driverHistorySchema,
  driverListQuerySchema,
  driverListSchema,
  driverPricesSchema,
  driverSchema,
  driverStandingsSchema,
  idParamsSchema,
  seasonQuerySchema,
  teamListSchema,
  teamResultListSchema,
  teamSchema,
} from '@shared/api/championship';
import { errorResponseSchema } from '@shared/api/common';
import type { AppContext } from '../../http/context';
import {
  getConstructorStandings,
  getDriver,
  getDriverHistory,
  getDriverPrices,
  getDriverStandings,
  getDrivers,
  getTeam,
  getTeamResults,
  getTeams,
} from './championship.service';

/**
 * Constructor teams, drivers and the season's standings: public championship data, readable without a
 * session, answered from memory and revalidated through ETags (docs/decisions/0040, 0171).
 */
export function registerChampionshipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorResponseSchema, 404: errorResponseSchema };
  const cached = ctx.publicReads.route;

  r.get(
    '/api/teams',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['championship'],
        summary: 'Constructor teams with their current-season position',
        response: { 200: teamListSchema },
      },
      ...cached,
    },
    async () => ({ teams: await getTeams(ctx.db, currentSeason(ctx.clock.now())) }),
  );

  r.get(
    '/api/teams/:id',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['championship'],
        summary: 'One constructor team',
        params: idParamsSchema,
        response: { 200: teamSchema, ...errors },
      },
      ...cached,
    },
    async (request) => getTeam(ctx.db, request.params.id, currentSeason(ctx.clock.now())),
  );

  r.get(
    '/api/teams/:id/results',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['championship'],
        summary: "The team's drivers' results in its latest completed events",
        params: idParamsSchema,
        response: { 200: teamResultListSchema, ...errors },
      },
      ...cached,
    },
    async (request) => ({ results: await getTeamResults(ctx.db, request.params.id) }),
  );

  r.get(
    '/api/drivers',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['championship'],
        summary: 'Drivers with their team, optionally of one team',
        querystring: driverListQuerySchema,
        response: { 200: driverListSchema, ...errors },
      },
      ...cached,
    },
    async (request) => ({ drivers: await getDrivers(ctx.db, request.query.teamId) }),
  );

  r.get(
    '/api/drivers/:id',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['championship'],
        summary: 'One driver with his team',
        params: idParamsSchema,
        response: { 200: driverSchema, ...errors },
      },
      ...cached,
    },
    async (request) => getDriver(ctx.db, request.params.id),
  );

  r.get(
    '/api/drivers/:id/history',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['championship'],
        summary: "A driver's results in completed events, newest first",
        params: idParamsSchema,
        response: { 200: driverHistorySchema, ...errors },
      },
      ...cached,
    },
    async (request) => ({ history: await getDriverHistory(ctx.db, request.params.id) }),
  );

  r.get(
    '/api/drivers/:id/prices',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['championship'],
        summary: "A driver's price moves, each with the event that caused it, oldest first",
        params: idParamsSchema,
        response: { 200: driverPricesSchema, ...errors },
      },
      ...cached,
    },
    async (request) => ({ prices: await getDriverPrices(ctx.db, request.params.id) }),
  );

  r.get(
    '/api/standings/drivers',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['championship'],
        summary: "Drivers' championship of a season (default: the current year)",
        querystring: seasonQuerySchema,
        response: { 200: driverStandingsSchema, 400: errorResponseSchema },
      },
      ...cached,
    },
    async (request) => {
      const season = request.query.season ?? currentSeason(ctx.clock.now());
      return { season, standings: await getDriverStandings(ctx.db, season) };
    },
  );

  r.get(
    '/api/standings/constructors',
    {
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['championship'],
        summary: "Constructors' championship of a season (default: the current year)",
        querystring: seasonQuerySchema,
        response: { 200: constructorStandingsSchema, 400: errorResponseSchema },
      },
      ...cached,
    },
    async (request) => {
      const season = request.query.season ?? currentSeason(ctx.clock.now());
      return { season, standings: await getConstructorStandings(ctx.db, season) };
    },
  );
}
