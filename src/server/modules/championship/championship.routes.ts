import type { FastifyInstance } from 'fastify';
import { currentSeason } from '@shared/game/season';
import { championshipEndpoints as api } from '@shared/api/endpoints/championship';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
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
 * session, answered from memory and revalidated through ETags (docs/decisions/0040, 0171). Declared in
 * src/shared/api/endpoints/championship.ts.
 */
export function registerChampionshipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cached = ctx.publicReads.route;

  serve(app, api.listTeams, cached, async () => ({ teams: await getTeams(ctx.db, currentSeason(ctx.clock.now())) }));
  serve(app, api.getTeam, cached, async (request) => getTeam(ctx.db, request.params.id, currentSeason(ctx.clock.now())));
  serve(app, api.listTeamResults, cached, async (request) => ({ results: await getTeamResults(ctx.db, request.params.id) }));
  serve(app, api.listDrivers, cached, async (request) => ({ drivers: await getDrivers(ctx.db, request.query.teamId) }));
  serve(app, api.getDriver, cached, async (request) => getDriver(ctx.db, request.params.id));
  serve(app, api.getDriverHistory, cached, async (request) => ({ history: await getDriverHistory(ctx.db, request.params.id) }));
  serve(app, api.getDriverPrices, cached, async (request) => ({ prices: await getDriverPrices(ctx.db, request.params.id) }));
  serve(app, api.getDriverStandings, cached, async (request) => {
    const season = request.query.season ?? currentSeason(ctx.clock.now());
    return { season, standings: await getDriverStandings(ctx.db, season) };
  });
  serve(app, api.getConstructorStandings, cached, async (request) => {
    const season = request.query.season ?? currentSeason(ctx.clock.now());
    return { season, standings: await getConstructorStandings(ctx.db, season) };
  });
}
