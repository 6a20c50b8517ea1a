import type { FastifyInstance } from 'fastify';
import { leagueEndpoints as api } from '@shared/api/endpoints/leagues';
import { currentSeason } from '@shared/game/season';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import {
  createLeague,
  deleteLeague,
  getLeague,
  getLeagueMembers,
  getLeagueSettings,
  getMyStandings,
  joinByCode,
  joinLeague,
  leaveLeague,
  listLeagues,
  regenerateInviteCode,
  removeMember,
  setLeagueAdmin,
  updateLeagueSettings,
} from './leagues.service';
import { getLeagueFixtures } from './fixtures.service';
import { getLeagueSeason } from './league-season.service';

/**
 * League routes (docs/decisions/0060). All are `signedIn` (the product spec's rule: "League fetch, details, join and
 * create require a signed-in user"); which league a caller may see or run is decided by leagues.policy.ts
 * inside each service function, so a private league answers 404 to outsiders on every route. Declared in
 * src/shared/api/endpoints/leagues.ts.
 */
export function registerLeagueRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.listLeagues, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return { leagues: await listLeagues(ctx.db, user.id, request.query) };
  });

  serve(app, api.createLeague, {}, async (request, reply) => {
    const user = sessionUser(request);
    const league = await createLeague(ctx.db, user.id, request.body, ctx.config.rateLimits);
    return reply.status(201).send({ league });
  });

  serve(app, api.getMyLeagueStandings, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return { standings: await getMyStandings(ctx.db, user.id) };
  });

  serve(app, api.joinLeagueByCode, {}, async (request) => {
    const user = sessionUser(request);
    return { league: await joinByCode(ctx.db, ctx.config.rateLimits, user, request.body.code, request.ip) };
  });

  serve(app, api.getLeague, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return { league: await getLeague(ctx.db, user.id, request.params.id) };
  });

  serve(app, api.getLeagueTable, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return { members: await getLeagueMembers(ctx.db, user.id, request.params.id) };
  });

  serve(app, api.getLeagueFixtures, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return getLeagueFixtures(ctx.db, user.id, request.params.id);
  });

  serve(app, api.getLeagueSeason, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return getLeagueSeason(ctx.db, user.id, request.params.id, currentSeason(ctx.clock.now()));
  });

  serve(app, api.getLeagueSettings, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return { league: await getLeagueSettings(ctx.db, user.id, request.params.id) };
  });

  serve(app, api.updateLeague, {}, async (request) => {
    const user = sessionUser(request);
    return { league: await updateLeagueSettings(ctx.db, user.id, request.params.id, request.body) };
  });

  serve(app, api.deleteLeague, {}, async (request) => {
    const user = sessionUser(request);
    await deleteLeague(ctx.db, user.id, request.params.id);
    return { deleted: true as const };
  });

  serve(app, api.joinPublicLeague, {}, async (request) => {
    const user = sessionUser(request);
    return { league: await joinLeague(ctx.db, user, request.params.id) };
  });

  serve(app, api.leaveLeague, {}, async (request) => {
    const user = sessionUser(request);
    return leaveLeague(ctx.db, user.id, request.params.id);
  });

  serve(app, api.renewLeagueInviteCode, {}, async (request) => {
    const user = sessionUser(request);
    return { inviteCode: await regenerateInviteCode(ctx.db, user.id, request.params.id) };
  });

  serve(app, api.removeLeagueMember, {}, async (request) => {
    const user = sessionUser(request);
    return { league: await removeMember(ctx.db, user.id, request.params.id, request.params.userId) };
  });

  serve(app, api.updateLeagueMember, {}, async (request) => {
    const user = sessionUser(request);
    return { league: await setLeagueAdmin(ctx.db, user.id, request.params.id, request.params.userId, request.body.isAdmin) };
  });
}
