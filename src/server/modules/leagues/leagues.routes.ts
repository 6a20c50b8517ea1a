import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/api/common';
import {
  createLeagueBodySchema,
  inviteCodeResponseSchema,
  joinByCodeBodySchema,
  leagueIdParamsSchema,
  leagueListResponseSchema,
  leagueMemberParamsSchema,
  leagueFixturesResponseSchema,
  leagueMembersResponseSchema,
  leagueResponseSchema,
  leaveLeagueResponseSchema,
  listLeaguesQuerySchema,
  myLeagueStandingsResponseSchema,
  setMemberAdminBodySchema,
  updateLeagueBodySchema,
} from '@shared/api/leagues';
import { leagueSeasonResponseSchema } from '@shared/api/league-season';
import { currentSeason } from '@shared/game/season';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
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

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const emptyBody = z.strictObject({}).optional();

/**
 * League routes (docs/decisions/0060). All are `signedIn` (the product spec's rule: "League fetch, details, join and
 * create require a signed-in user"); which league a caller may see or run is decided by leagues.policy.ts
 * inside each service function, so a private league answers 404 to outsiders on every route.
 */
export function registerLeagueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leagues'];

  r.get(
    '/api/leagues',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags,
        summary: 'Public leagues and the private ones the caller belongs to (scope=mine: memberships only), newest first',
        querystring: listLeaguesQuerySchema,
        response: { 200: leagueListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return { leagues: await listLeagues(ctx.db, user.id, request.query) };
    },
  );

  r.post(
    '/api/leagues',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Create a league; the caller becomes its admin (at most 10 kept, creations rate limited)',
        body: createLeagueBodySchema,
        response: { 201: leagueResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const league = await createLeague(ctx.db, user.id, request.body, ctx.config.rateLimits);
      return reply.status(201).send({ league });
    },
  );

  r.get(
    '/api/leagues/standings',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: { tags, summary: "The caller's points and position in each of their leagues", response: { 200: myLeagueStandingsResponseSchema, 401: errorResponseSchema } },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return { standings: await getMyStandings(ctx.db, user.id) };
    },
  );

  r.post(
    '/api/leagues/join',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Join a league by invite code (failed codes are rate limited per user and per address)',
        body: joinByCodeBodySchema,
        response: { 200: leagueResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return { league: await joinByCode(ctx.db, ctx.config.rateLimits, user, request.body.code, request.ip) };
    },
  );

  r.get(
    '/api/leagues/:id',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: { tags, summary: 'A league with its members in table order', params: leagueIdParamsSchema, response: { 200: leagueResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return { league: await getLeague(ctx.db, user.id, request.params.id) };
    },
  );

  r.get(
    '/api/leagues/:id/members',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: { tags, summary: "A league's table: members by position", params: leagueIdParamsSchema, response: { 200: leagueMembersResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return { members: await getLeagueMembers(ctx.db, user.id, request.params.id) };
    },
  );

  r.get(
    '/api/leagues/:id/fixtures',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags,
        summary: "A head-to-head league's rounds with both scores, each member's record and the caller's next opponent (empty for a classic league)",
        params: leagueIdParamsSchema,
        response: { 200: leagueFixturesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return getLeagueFixtures(ctx.db, user.id, request.params.id);
    },
  );

  r.get(
    '/api/leagues/:id/season',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags,
        summary: "The current season rally by rally: each member's score and place after every scored event, the movement at the last one and the league's averages",
        params: leagueIdParamsSchema,
        response: { 200: leagueSeasonResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return getLeagueSeason(ctx.db, user.id, request.params.id, currentSeason(ctx.clock.now()));
    },
  );

  r.get(
    '/api/leagues/:id/settings',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'The league as its admins manage it (invite code included)', params: leagueIdParamsSchema, response: { 200: leagueResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return { league: await getLeagueSettings(ctx.db, user.id, request.params.id) };
    },
  );

  r.patch(
    '/api/leagues/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Edit name, description, rules, privacy or format (league admins; the format only until the first event locks)',
        params: leagueIdParamsSchema,
        body: updateLeagueBodySchema,
        response: { 200: leagueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return { league: await updateLeagueSettings(ctx.db, user.id, request.params.id, request.body) };
    },
  );

  r.delete(
    '/api/leagues/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'Delete the league (league admins)', params: leagueIdParamsSchema, response: { 200: z.object({ deleted: z.literal(true) }), ...errors } },
    },
    async (request) => {
      const user = sessionUser(request);
      await deleteLeague(ctx.db, user.id, request.params.id);
      return { deleted: true as const };
    },
  );

  r.post(
    '/api/leagues/:id/join',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'Join a public league', params: leagueIdParamsSchema, body: emptyBody, response: { 200: leagueResponseSchema, ...errors } },
    },
    async (request) => {
      const user = sessionUser(request);
      return { league: await joinLeague(ctx.db, user, request.params.id) };
    },
  );

  r.post(
    '/api/leagues/:id/leave',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Leave the league (the last member deletes it; the last admin must hand the role over first)',
        params: leagueIdParamsSchema,
        body: emptyBody,
        response: { 200: leaveLeagueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return leaveLeague(ctx.db, user.id, request.params.id);
    },
  );

  r.post(
    '/api/leagues/:id/invite-code',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'Draw a new invite code; the old one stops working (league admins)', params: leagueIdParamsSchema, body: emptyBody, response: { 200: inviteCodeResponseSchema, ...errors } },
    },
    async (request) => {
      const user = sessionUser(request);
      return { inviteCode: await regenerateInviteCode(ctx.db, user.id, request.params.id) };
    },
  );

  r.delete(
    '/api/leagues/:id/members/:userId',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'Remove a member (league admins)', params: leagueMemberParamsSchema, response: { 200: leagueResponseSchema, ...errors } },
    },
    async (request) => {
      const user = sessionUser(request);
      return { league: await removeMember(ctx.db, user.id, request.params.id, request.params.userId) };
    },
  );

  r.patch(
    '/api/leagues/:id/members/:userId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Make a member a league admin or withdraw the role (a league keeps at least one admin)',
        params: leagueMemberParamsSchema,
        body: setMemberAdminBodySchema,
        response: { 200: leagueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return { league: await setLeagueAdmin(ctx.db, user.id, request.params.id, request.params.userId, request.body.isAdmin) };
    },
  );
}
