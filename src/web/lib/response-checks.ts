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
import { pushPublicKeySchema, reachEventReportSchema, reachPreferencesSchema } from '@shared/api/reach';
import { apiTokenListSchema, createdApiTokenSchema } from '@shared/api/api-tokens';
import { accountSettingsSchema, deleteAccountResponseSchema, messageResponseSchema } from '@shared/api/account';
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
import { contactCreatedSchema } from '@shared/api/contact';
import {
  inviteCodeResponseSchema,
  leagueListResponseSchema,
  leagueResponseSchema,
  leaveLeagueResponseSchema,
  leagueFixturesResponseSchema,
} from '@shared/api/leagues';
import { meResponseSchema, registrationStatusSchema, sessionResponseSchema, unreadCountSchema } from '@shared/api/me';
import { markAllReadResponseSchema, notificationListSchema, notificationResponseSchema } from '@shared/api/notifications';
import { dashboardResponseSchema, eventExplanationSchema, profileResponseSchema, statsResponseSchema } from '@shared/api/players';
import { rivalResponseSchema } from '@shared/api/rivals';
import { nextEventResponseSchema, serverTimeSchema, siteStatsSchema } from '@shared/api/public-site';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /path/:param` → the schema of its 2xx body. `:x` matches one path segment. */
export const RESPONSE_SCHEMAS: Record<string, z.ZodType> = {
  'GET /api/me': meResponseSchema,
  'GET /api/session': sessionResponseSchema,
  'GET /api/config/registration': registrationStatusSchema,
  'GET /api/notifications/unread-count': unreadCountSchema,
  'GET /api/notifications': notificationListSchema,
  'POST /api/notifications/:id/read': notificationResponseSchema,
  'POST /api/notifications/read-all': markAllReadResponseSchema,
  'GET /api/me/dashboard': dashboardResponseSchema,
  'GET /api/me/statistics': statsResponseSchema,
  'GET /api/profiles/:id': profileResponseSchema,
  'GET /api/site/stats': siteStatsSchema,
  'GET /api/site/next-event': nextEventResponseSchema,
  'GET /api/site/time': serverTimeSchema,
  'POST /api/contact': contactCreatedSchema,
  'POST /api/help': contactCreatedSchema,

  'GET /api/me/settings': accountSettingsSchema,
  'PATCH /api/me/settings': accountSettingsSchema,
  'POST /api/me/delete': deleteAccountResponseSchema,
  // The auth library's own answers, passed through: only their outline is ours.
  'POST /api/auth/change-password': z.looseObject({}),
  'POST /api/auth/request-password-reset': messageResponseSchema,
  'POST /api/auth/reset-password': z.object({ status: z.boolean() }),

  'GET /api/me/api-tokens': apiTokenListSchema,
  'POST /api/me/api-tokens': createdApiTokenSchema,
  'DELETE /api/me/api-tokens/:id': z.undefined(),
  'GET /api/me/reach': reachPreferencesSchema,
  'PATCH /api/me/reach': reachPreferencesSchema,
  'GET /api/admin/events/:id/reach': reachEventReportSchema,
  'GET /api/push/public-key': pushPublicKeySchema,
  'POST /api/me/push/subscriptions': z.object({ subscribed: z.literal(true) }),
  'POST /api/me/push/subscriptions/remove': z.object({ removed: z.boolean() }),

  'GET /api/leagues/:id/season': leagueSeasonResponseSchema,
  'GET /api/leagues/:id/fixtures': leagueFixturesResponseSchema,
  'GET /api/leagues/:id/members/:id/team': rivalResponseSchema,
  'GET /api/me/events/:id/explain': eventExplanationSchema,
  'GET /api/leaderboard': leaderboardPageSchema,
  'GET /api/leaderboard/me': leaderboardAroundMeSchema,
  'GET /api/leaderboard/search': leaderboardSearchResponseSchema,

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
