import type { FastifyInstance } from 'fastify';
import { leaderboardEndpoints as api } from '@shared/api/endpoints/leaderboard';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { aroundMe, leaderboardPage, searchLeaderboard } from './leaderboard.service';

/**
 * The global leaderboard (issue 31 part 3, docs/decisions/0212). Signed in, like the league tables: it names
 * players, and "around me" needs a caller. The answers change only at a publish, but are small index reads, so
 * nothing is kept; the browser is told not to store them (a publish must show at once). Declared in
 * src/shared/api/endpoints/leaderboard.ts.
 */
export function registerLeaderboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.getLeaderboard, {}, async (request, reply) => {
    sessionUser(request);
    reply.header('cache-control', 'no-store');
    return leaderboardPage(ctx.db, request.query.after ?? 0);
  });

  serve(app, api.getLeaderboardAroundMe, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return aroundMe(ctx.db, user.id);
  });

  serve(app, api.searchLeaderboard, {}, async (request, reply) => {
    sessionUser(request);
    reply.header('cache-control', 'no-store');
    return { rows: await searchLeaderboard(ctx.db, request.query.q) };
  });
}
