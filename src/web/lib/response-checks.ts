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
import { pushPublicKeySchema, reachEventReportSchema, reachPreferencesSchema } from '@shared/api/reach';
import { apiTokenListSchema, createdApiTokenSchema } from '@shared/api/api-tokens';
import { accountSettingsSchema, deleteAccountResponseSchema, messageResponseSchema } from '@shared/api/account';
import { contactCreatedSchema } from '@shared/api/contact';
import { meResponseSchema, registrationStatusSchema, sessionResponseSchema, unreadCountSchema } from '@shared/api/me';
import { markAllReadResponseSchema, notificationListSchema, notificationResponseSchema } from '@shared/api/notifications';
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
