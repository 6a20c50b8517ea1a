/**
 * Which shared schema every API answer must match (issue 9 part 5). Loaded only where responses are checked:
 * the dev server and the browser-test build (see CHECK_RESPONSES in api-client.ts). A production build
 * never imports this file, so neither it nor zod reaches players.
 *
 * `src/web/lib/response-checks.test.ts` fails when the web calls an API path that has no entry here.
 */
import { z } from 'zod';
// The one web module that reads the contract's schemas: a chunk loaded only where answers are checked (above).
// eslint-disable-next-line no-restricted-imports
import { endpointsByKey } from '@shared/api/endpoints';
import { leaderboardAroundMeSchema, leaderboardPageSchema, leaderboardSearchResponseSchema } from '@shared/api/leaderboard';
import { leagueSeasonResponseSchema } from '@shared/api/league-season';
import {
  adminEventDetailSchema,
  adminEventListSchema,
  adminEventSchema,
  adminEntryListSchema,
  adminStageSchema,
} from '@shared/api/admin-events';
import { inboxListSchema, inboxMessageSchema } from '@shared/api/admin-inbox';
import {
  adminEventResultsResponseSchema,
  importSeasonResponseSchema,
  publishResponseSchema,
  scoringJobSchema,
} from '@shared/api/admin-results';
import { adminSettingsSchema } from '@shared/api/admin-settings';
import { adminUserListSchema, adminUserSchema } from '@shared/api/admin-users';
import { eventListSchema, eventResultListSchema, eventSchema, stageListSchema } from '@shared/api/events';
import { correctionListSchema } from '@shared/api/corrections';
import { eventEntryListSchema, nextEntriesSchema } from '@shared/api/entries';
import { myTeamResponseSchema, teamResponseSchema, transfersResponseSchema } from '@shared/api/fantasy';
import {
  inviteCodeResponseSchema,
  leagueListResponseSchema,
  leagueResponseSchema,
  leaveLeagueResponseSchema,
  leagueFixturesResponseSchema,
} from '@shared/api/leagues';
import {
  adminLiveResponseSchema,
  leagueLiveResponseSchema,
  liveEventResponseSchema,
  liveStatusResponseSchema,
  myLiveTeamResponseSchema,
} from '@shared/api/live';
import { marketDriversResponseSchema, marketTrendsResponseSchema } from '@shared/api/market';
import { ownershipResponseSchema } from '@shared/api/ownership';
import {
  crowdPicksSchema,
  predictionViewSchema,
  savePredictionResponseSchema,
} from '@shared/api/predictions';
import { dashboardResponseSchema, eventExplanationSchema, profileResponseSchema, statsResponseSchema } from '@shared/api/players';
import { rivalResponseSchema } from '@shared/api/rivals';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /path/:param` → the schema of its 2xx body. `:x` matches one path segment. */
export const RESPONSE_SCHEMAS: Record<string, z.ZodType> = {
  'GET /api/me/dashboard': dashboardResponseSchema,
  'GET /api/me/statistics': statsResponseSchema,
  'GET /api/profiles/:id': profileResponseSchema,

  'GET /api/events': eventListSchema,
  'GET /api/events/:id': eventSchema,
  'GET /api/events/:id/stages': stageListSchema,
  'GET /api/events/:id/results': eventResultListSchema,

  'GET /api/events/:id/live': liveEventResponseSchema,
  'GET /api/events/:id/live/me': myLiveTeamResponseSchema,
  'GET /api/live': liveStatusResponseSchema,
  'GET /api/leagues/:id/live': leagueLiveResponseSchema,
  'GET /api/leagues/:id/season': leagueSeasonResponseSchema,
  'GET /api/leagues/:id/fixtures': leagueFixturesResponseSchema,
  'GET /api/leagues/:id/members/:id/team': rivalResponseSchema,
  'GET /api/me/events/:id/explain': eventExplanationSchema,
  'GET /api/leaderboard': leaderboardPageSchema,
  'GET /api/leaderboard/me': leaderboardAroundMeSchema,
  'GET /api/leaderboard/search': leaderboardSearchResponseSchema,
  // Before ':id/entries', which its path would match too (the first match wins).
  'GET /api/events/next/entries': nextEntriesSchema,
  'GET /api/events/:id/entries': eventEntryListSchema,
  'GET /api/events/:id/corrections': correctionListSchema,
  'GET /api/corrections': correctionListSchema,

  'GET /api/fantasy/team': myTeamResponseSchema,
  'POST /api/fantasy/team': teamResponseSchema,
  'GET /api/fantasy/team/transfers': transfersResponseSchema,
  'POST /api/fantasy/team/drivers': teamResponseSchema,
  'DELETE /api/fantasy/team/drivers/:id': teamResponseSchema,
  'PUT /api/fantasy/team/captain': teamResponseSchema,
  'DELETE /api/fantasy/team/captain': teamResponseSchema,
  'GET /api/market/drivers': marketDriversResponseSchema,
  'GET /api/market/trends': marketTrendsResponseSchema,
  'GET /api/market/ownership': ownershipResponseSchema,

  'GET /api/predictions/:id': predictionViewSchema,
  'PUT /api/predictions/:id': savePredictionResponseSchema,
  'GET /api/predictions/:id/crowd': crowdPicksSchema,

  'GET /api/leagues': leagueListResponseSchema,
  'POST /api/leagues': leagueResponseSchema,
  'POST /api/leagues/join': leagueResponseSchema,
  'GET /api/leagues/:id': leagueResponseSchema,
  'PATCH /api/leagues/:id': leagueResponseSchema,
  'DELETE /api/leagues/:id': z.object({ deleted: z.literal(true) }),
  'GET /api/leagues/:id/settings': leagueResponseSchema,
  'POST /api/leagues/:id/join': leagueResponseSchema,
  'POST /api/leagues/:id/leave': leaveLeagueResponseSchema,
  'POST /api/leagues/:id/invite-code': inviteCodeResponseSchema,
  'PATCH /api/leagues/:id/members/:id': leagueResponseSchema,
  'DELETE /api/leagues/:id/members/:id': leagueResponseSchema,

  'GET /api/admin/events': adminEventListSchema,
  'POST /api/admin/events': adminEventSchema,
  'GET /api/admin/events/:id': adminEventDetailSchema,
  'PUT /api/admin/events/:id': adminEventSchema,
  'POST /api/admin/events/:id/stages': adminStageSchema,
  'PUT /api/admin/events/:id/stages/:id': adminStageSchema,
  'DELETE /api/admin/events/:id/stages/:id': z.undefined(),
  'PUT /api/admin/events/:id/entries': adminEntryListSchema,
  'GET /api/admin/events/:id/results': adminEventResultsResponseSchema,
  'PUT /api/admin/events/:id/results': adminEventResultsResponseSchema,
  'POST /api/admin/events/:id/results/import': adminEventResultsResponseSchema,
  'POST /api/admin/events/:id/publish': publishResponseSchema,
  'POST /api/admin/season/import': importSeasonResponseSchema,
  'GET /api/admin/events/:id/live': adminLiveResponseSchema,
  'PUT /api/admin/events/:id/live/stages/:id': adminLiveResponseSchema,
  'POST /api/admin/events/:id/live/import': adminLiveResponseSchema,
  'GET /api/admin/jobs/:id': scoringJobSchema,
  'GET /api/admin/settings': adminSettingsSchema,
  'PUT /api/admin/settings': adminSettingsSchema,
  'GET /api/admin/users': adminUserListSchema,
  'PUT /api/admin/users/:id/role': adminUserSchema,
  'POST /api/admin/users/:id/disable': adminUserSchema,
  'POST /api/admin/users/:id/enable': adminUserSchema,
  'GET /api/admin/contact-messages': inboxListSchema,
  'PATCH /api/admin/contact-messages/:id': inboxMessageSchema,
};

const routes = Object.entries(RESPONSE_SCHEMAS).map(([key, schema]) => {
  const [method, pattern] = key.split(' ') as [Method, string];
  const source = pattern.replace(/:[a-z]+/gi, '[^/]+');
  return { method, regex: new RegExp(`^${source}$`), schema };
});

const declared = endpointsByKey();

/**
 * The schema for a call, or undefined when the route is not listed. A call through the contract's client names
 * its endpoint (`GET /api/leagues/:id`), whose declaration holds the schema; an older `apiClient` call is
 * matched by its URL in the table above, which shrinks as the calls move to the contract (issue 34 part 2). The
 * query string is ignored.
 */
export function responseSchemaFor(method: string, url: string, endpoint?: string): z.ZodType | undefined {
  const found = endpoint ? declared.get(endpoint) : undefined;
  if (found) {
    const successes = Object.values(found.responses).map((schema) => schema ?? z.undefined());
    return successes.length === 1 ? successes[0] : z.union(successes as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  }
  const path = url.split('?')[0]!;
  return routes.find((r) => r.method === method && r.regex.test(path))?.schema;
}

/** Throws a readable error when a 2xx body does not match its schema (the shape drifted on one side). */
export function checkResponse(method: string, url: string, body: unknown, endpoint?: string): void {
  const schema = responseSchemaFor(method, url, endpoint);
  if (!schema) {
    console.warn(
      `[response-checks] no schema listed for ${method} ${url}: declare it in src/shared/api/endpoints`,
    );
    return;
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
    throw new Error(`The answer of ${method} ${url} does not match its schema: ${detail}`);
  }
}
