import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '../app';
import { createTestApp, TestClient, uniqueUser, type TestApp } from './test-app';
import { testDatabaseKinds } from './test-database';

/**
 * Generated hostile-input suite (issue 8). Every registered route, from its own zod schemas: each body field,
 * query parameter and path parameter in turn gets each value of a fixed hostile list while the rest of the
 * input stays valid, and every body gets a few hostile shapes of its own, for every kind of caller. Asserts
 * that nothing answers 5xx and that a refused request changed no row. A route added tomorrow is fuzzed the
 * day it is registered; its schema only has to produce a valid sample (see `sampleOf`, or add BASELINES).
 */

// `token`: a script with a personal API token (issue 34) of an account of its own, so the user actor's fuzzed
// revocations cannot reach it.
type Actor = 'anonymous' | 'user' | 'admin' | 'token';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

/** JSON values put into a body field. */
const HOSTILE_JSON: [string, unknown][] = [
  ['NUL', '\u0000'],
  ['NUL inside', 'rally\u0000fan'],
  ['2^31', 2147483648],
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['true', true],
  ['null', null],
  ['array', ['a']],
  ['object', { a: 1 }],
  ['empty string', ''],
  ['huge string', 'x'.repeat(60_000)],
  ['lone surrogate', '\ud800'],
  ['nested 20', nested(20)],
  ['nested 40', nested(40)],
  ['digits', '9'.repeat(400)],
];

/** Raw text put into a path or query parameter (already URL-encoded where it needs to be). */
const HOSTILE_TEXT: [string, string][] = [
  ['NUL', '%00'],
  ['NUL inside', '1%00'],
  ['2^31', '2147483648'],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['1e308', '1e308'],
  ['Infinity', 'Infinity'],
  ['NaN', 'NaN'],
  ['word', 'true'],
  ['huge', 'x'.repeat(5000)],
  ['digits', '9'.repeat(400)],
  ['bad encoding', '%E0%A4%A'],
  ['lone surrogate', '%ED%A0%80'],
  ['quote', "1'%20OR%20'1'='1"],
];

/** Whole bodies that are hostile as a whole. */
const HOSTILE_BODIES: [string, string][] = [
  ['null body', 'null'],
  ['array body', '[]'],
  ['string body', '"text"'],
  ['number body', '2147483648'],
  ['deep body', '['.repeat(20_000) + ']'.repeat(20_000)],
  ['NUL key', '{"\\u0000":1}'],
  ['unknown key', '{"fuzzUnknownKey":1}'],
  ['proto key', '{"__proto__":{"isAdmin":true}}'],
  ['bad JSON', '{"a":'],
];

/** Valid inputs for routes whose schema the sampler cannot satisfy alone. */
const FUZZ_EVENT = {
  season: 2098,
  round: 1,
  name: 'Fuzz Rally',
  country: 'Finland',
  location: null,
  description: null,
  imageUrl: null,
  startDate: '2098-08-01T06:00:00Z',
  endDate: '2098-08-03T16:00:00Z',
  surfaceType: 'gravel',
};
const FUZZ_STAGE = { number: 1, name: 'Fuzz', length: 10, startTime: '2098-08-01T08:00:00Z', isPowerStage: false };

/** Valid bodies for routes whose schema alone does not yield one (refinements, URL or date formats). */
const BASELINES: Record<string, { body?: Record<string, unknown>; query?: Record<string, string> }> = {
  'PATCH /api/leagues/:id': { body: { name: 'Fuzz League' } },
  'POST /api/admin/events': { body: FUZZ_EVENT },
  // Another round than the POST's (whose accepted variants take 2098/1), so an edit gets past the round check to
  // the start move: refused (409) without shiftStages, the stages moved when a variant sets it to true.
  'PUT /api/admin/events/:id': { body: { ...FUZZ_EVENT, round: 2 } },
  'POST /api/admin/events/:id/stages': { body: FUZZ_STAGE },
  'PUT /api/admin/events/:id/stages/:stageId': { body: FUZZ_STAGE },
  'PATCH /api/admin/contact-messages/:id': { body: { read: true } },
  'PATCH /api/me/settings': { body: { fullName: 'Fuzz Name' } },
  'POST /api/me/push/subscriptions': {
    body: { endpoint: 'https://push.example.com/fuzz', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
  },
  'POST /api/auth/reset-password': { body: { token: 'FuzzToken000000000000000', newPassword: 'fuzz-password-456' } },
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  items?: JsonSchema;
  minItems?: number;
  default?: unknown;
};

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A plain valid value for a JSON schema: the smallest thing that meets its bounds. */
function sampleOf(s: JsonSchema, field = ''): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return sampleOf(alternatives.find((a) => a.type !== 'null') ?? alternatives[0]!, field);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sampleOf(s.properties?.[k] ?? {}, k)]));
    case 'string': {
      if (s.format === 'email' || field.toLowerCase().includes('email')) return 'fuzz@example.com';
      const length = Math.min(Math.max(s.minLength ?? 0, 8), s.maxLength ?? 8);
      return 'fuzzfuzz'.padEnd(length, 'z').slice(0, length);
    }
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items ?? {}));
    default:
      return 'fuzz';
  }
}

interface Request {
  label: string;
  method: string;
  url: string;
  /** Raw JSON text; undefined for no body. */
  payload?: string;
}

const concreteUrl = (route: RegisteredRoute, params: Record<string, string>) =>
  route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => params[name] ?? '1').replace('*', 'fuzz');

const queryString = (query: Record<string, string>) => {
  const parts = Object.entries(query).map(([k, v]) => `${k}=${v}`);
  return parts.length ? `?${parts.join('&')}` : '';
};

/** Every hostile request for one route, plus the sample body (which must itself be valid). */
function requestsFor(route: RegisteredRoute): { requests: Request[]; invalidBaseline: string | null } {
  const key = `${route.method} ${route.url}`;
  const bodySchema = jsonSchemaOf(route.schema.body);
  const querySchema = jsonSchemaOf(route.schema.querystring);
  const paramNames = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';

  const body = (BASELINES[key]?.body ?? (bodySchema ? sampleOf(bodySchema) : {})) as Record<string, unknown>;
  const query = BASELINES[key]?.query ?? {};
  const params = Object.fromEntries(paramNames.map((p) => [p, '1']));
  let invalidBaseline: string | null = null;
  if (route.schema.body instanceof z.ZodType && hasBody) {
    const parsed = route.schema.body.safeParse(body);
    if (!parsed.success) invalidBaseline = `${key}: sample body ${JSON.stringify(body)} is invalid: ${parsed.error.issues[0]?.message}`;
  }

  const base = (label: string, overrides: { body?: string; query?: Record<string, string>; params?: Record<string, string> }): Request => ({
    label,
    method: route.method,
    url: concreteUrl(route, { ...params, ...overrides.params }) + queryString({ ...query, ...overrides.query }),
    payload: hasBody ? (overrides.body ?? JSON.stringify(body)) : undefined,
  });

  const requests: Request[] = [];
  const bodyFields = Object.keys(bodySchema?.properties ?? {});
  if (hasBody) {
    for (const field of bodyFields) {
      for (const [name, value] of HOSTILE_JSON) requests.push(base(`body.${field} = ${name}`, { body: JSON.stringify({ ...body, [field]: value }) }));
    }
    for (const [name, text] of HOSTILE_BODIES) requests.push(base(name, { body: text }));
  }
  for (const field of Object.keys(querySchema?.properties ?? {})) {
    for (const [name, text] of HOSTILE_TEXT) requests.push(base(`query.${field} = ${name}`, { query: { [field]: text } }));
    requests.push(base(`query.${field} twice`, { query: { [field]: `1&${field}=2` } }));
  }
  for (const param of paramNames) {
    for (const [name, text] of HOSTILE_TEXT) requests.push(base(`params.${param} = ${name}`, { params: { [param]: text } }));
  }
  requests.push(base('unknown query parameter', { query: { fuzzUnknown: '%00' } }));
  return { requests, invalidBaseline };
}

const password = 'fuzz-password-123';

describe.each(testDatabaseKinds('smoke'))('generated hostile input on %s', (kind) => {
  let t: TestApp;
  const clients = {} as Record<Actor, TestClient>;
  const credentials = {} as Record<Exclude<Actor, 'anonymous' | 'token'>, { email: string; username: string; password: string }>;
  let tokenHeader: Record<string, string> = {};
  let tables: string[] = [];

  /**
   * The next transaction id: it moves only when some transaction wrote something, so an unchanged value
   * proves no row changed anywhere without reading every table (the full fingerprint below is then skipped).
   */
  async function nextXid(): Promise<string> {
    const result = await t.database.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`);
    return (result as unknown as { rows: { x: string }[] }).rows[0]?.x ?? '';
  }

  /** A fingerprint of every row of every table (rate-limit counters excepted: refused sign-ins count there). */
  async function snapshot(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const table of tables) {
      const result = await t.database.db.execute(
        // Order-free sum of row hashes: no sort, one pass.
        // An API token's last use moves on reads (issue 34): its other columns are the row.
        table === 'api_tokens'
          ? sql`select count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0)::text as h from (select id, user_id, name, token_hash, prefix, created_at, revoked_at from api_tokens) x`
          : sql`select count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0)::text as h from ${sql.identifier(table)} x`,
      );
      const rows = (result as unknown as { rows: { h: string }[] }).rows;
      out[table] = rows[0]?.h ?? '';
    }
    return out;
  }

  async function ensureSignedIn(actor: Exclude<Actor, 'anonymous' | 'token'>): Promise<void> {
    if ((await clients[actor].get('/api/me')).statusCode === 200) return;
    const c = credentials[actor];
    const res = await clients[actor].signIn(c.email, c.password);
    expect(res.statusCode, `re-sign-in of ${actor}`).toBe(200);
  }

  beforeAll(async () => {
    const lifted = '1000000';
    t = await createTestApp({
      kind,
      seeded: true,
      env: {
        ADMIN_EMAILS: 'fuzz-admin@example.com',
        RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: lifted,
        RATE_LIMIT_SIGNIN_FAILURES_PER_IP: lifted,
        RATE_LIMIT_SIGNUPS_PER_IP: lifted,
        RATE_LIMIT_CONTACT_PER_IP: lifted,
        RATE_LIMIT_USERNAME_CHECKS_PER_IP: lifted,
        RATE_LIMIT_API_TOKEN_REQUESTS: lifted,
      },
    });
    const result = await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by 1`,
    );
    tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    clients.anonymous = new TestClient(t.app, '10.99.0.1');
    clients.user = new TestClient(t.app, '10.99.0.2');
    clients.admin = new TestClient(t.app, '10.99.0.3');
    clients.token = new TestClient(t.app, '10.99.0.4');
    credentials.user = { ...uniqueUser('fuzzuser'), password };
    credentials.admin = { ...uniqueUser('fuzzadmin'), email: 'fuzz-admin@example.com', password };
    for (const actor of ['user', 'admin'] as const) {
      expect((await clients[actor].signUp(credentials[actor])).statusCode).toBe(200);
      // A team, so the fantasy routes are exercised past "create a team first".
      await clients[actor].post('/api/fantasy/team', { name: `Fuzz ${actor}` });
    }
    const owner = new TestClient(t.app, '10.99.0.5');
    expect((await owner.signUp({ ...uniqueUser('fuzztoken'), password })).statusCode).toBe(200);
    await owner.post('/api/fantasy/team', { name: 'Fuzz token' });
    const created = await owner.post('/api/me/api-tokens', { name: 'Fuzz script' });
    tokenHeader = { authorization: `Bearer ${(created.json() as { secret: string }).secret}` };
  }, 120_000);
  afterAll(async () => t.close());

  it('covers every registered API route with a valid sample to vary', () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(20);
    const invalid = routes.map((r) => requestsFor(r).invalidBaseline).filter(Boolean);
    expect(invalid, 'add a valid body for these routes to BASELINES').toEqual([]);
  });

  /**
   * Sends every route's hostile requests as each of `actors`, and lists the 5xx answers and the refused requests
   * that changed a row.
   */
  async function fuzz(actors: readonly Actor[]): Promise<{ failures: string[]; sent: number; routes: number }> {
    // The live stream never ends (server-sent events); live-stream.test.ts sends it hostile Last-Event-IDs.
    const routes = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/live/stream',
    );
    const failures: string[] = [];
    let sent = 0;
    let before = await snapshot();
    let xid = await nextXid();
    for (const route of routes) {
      const { requests } = requestsFor(route);
      const writes = route.method !== 'GET';
      for (const actor of actors) {
        if (actor === 'user' || actor === 'admin') await ensureSignedIn(actor);
        if ((await nextXid()) !== xid) {
          before = await snapshot();
          xid = await nextXid();
        }
        // A token is refused before validation wherever it is not accepted: one request shows it there.
        for (const request of actor === 'token' && !route.apiToken ? requests.slice(0, 1) : requests) {
          const res: LightMyRequestResponse = await clients[actor].request({
            method: request.method as 'GET',
            url: request.url,
            payload: request.payload,
            headers: { ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}), ...(actor === 'token' ? tokenHeader : {}) },
          });
          sent += 1;
          const where = `${actor} ${request.method} ${route.url} [${request.label}] → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
          const xidAfter = await nextXid();
          if (xidAfter === xid) continue;
          const after = await snapshot();
          // A GET never changes a row; a write may, but only when it was accepted.
          if (res.statusCode >= 400 || !writes) {
            const changed = tables.filter((table) => before[table] !== after[table]);
            if (changed.length) failures.push(`${where} changed ${changed.join(', ')}`);
          }
          before = after;
          // The fingerprint itself may have advanced the counter on some servers; start from here.
          xid = await nextXid();
        }
      }
    }
    return { failures, sent, routes: routes.length };
  }

  it('answers no hostile request with 5xx and lets no refused request change a row', { timeout: 180_000 }, async () => {
    const { failures, sent, routes } = await fuzz(['anonymous', 'user', 'admin']);
    console.info(`fuzz on ${kind}: ${sent} requests over ${routes} routes`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  });

  // A test of its own (issue 34), so each stays inside its time on a loaded two-core machine.
  it('answers no hostile request from a script with an API token with 5xx, and it changes no row', { timeout: 180_000 }, async () => {
    const { failures, sent, routes } = await fuzz(['token']);
    console.info(`fuzz with an API token on ${kind}: ${sent} requests over ${routes} routes`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  });
});
