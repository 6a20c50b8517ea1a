import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/api/common';
import {
  leaderboardAroundMeSchema,
  leaderboardPageSchema,
  leaderboardQuerySchema,
  leaderboardSearchQuerySchema,
  leaderboardSearchResponseSchema,
} from '@shared/api/leaderboard';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { aroundMe, leaderboardPage, searchLeaderboard } from './leaderboard.service';

/**
 * The global leaderboard (issue 31 part 3, docs/decisions/0212). Signed in, like the league tables: it names
 * players, and "around me" needs a caller. The answers change only at a publish, but are small index reads, so
 * nothing is kept; the browser is told not to store them (a publish must show at once).
 */
export function registerLeaderboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leaderboard'];
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

  r.get(
    '/api/leaderboard',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags,
        summary: 'A page of 100 managers by global rank; `after` is the previous page\'s nextCursor (keyset, no offset)',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      sessionUser(request);
      reply.header('cache-control', 'no-store');
      return leaderboardPage(ctx.db, request.query.after ?? 0);
    },
  );

  r.get(
    '/api/leaderboard/me',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: { tags, summary: "The caller's rank with the ten managers above and below", response: { 200: leaderboardAroundMeSchema, 401: errorResponseSchema } },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return aroundMe(ctx.db, user.id);
    },
  );

  r.get(
    '/api/leaderboard/search',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags,
        summary: 'Ranked managers whose username starts with q (letters, digits, _ and ., at most 30), alphabetical, at most 20',
        querystring: leaderboardSearchQuerySchema,
        response: { 200: leaderboardSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      sessionUser(request);
      reply.header('cache-control', 'no-store');
      return { rows: await searchLeaderboard(ctx.db, request.query.q) };
    },
  );
}
