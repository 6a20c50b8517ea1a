import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteLeague } from '../modules/leagues/leagues.repo';
import { createTestApp, TestClient, uniqueUser, type TestApp } from './test-app';
import { testDatabaseKinds } from './test-database';

/**
 * Who may call what (docs/decisions/0009-route-access-declarations.md). One row per route: the request to send and the status each kind of
 * caller must get. A route missing from this table fails the meta-test below, so a new route cannot ship
 * without an explicit access decision; the row must also agree with the access level the route declares
 * in its config (src/server/http/access.ts), which is what the server enforces.
 *
 * Actors (docs/decisions/0009-route-access-declarations.md): anonymous, a signed-in user (for resource routes: an outsider), and a site admin.
 * Routes about one league add `member` and `leagueAdmin` to their row's `expect` with a `setup` that makes
 * those clients members / admins of the league in `url`.
 */
type BaseActor = 'anonymous' | 'user' | 'admin';
type ResourceActor = 'member' | 'leagueAdmin';
/** A script holding `user`'s personal API token (issue 34): its column is derived from TOKEN_READS below. */
type TokenActor = 'token';
type Actor = BaseActor | ResourceActor | TokenActor;

/** A league built afresh for one request: `leagueAdmin` created it, `member` joined it. */
interface LeagueFixture {
  id: number;
  code: string;
  memberId: string;
  adminId: string;
}

interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered, e.g. /api/events/:id */
  route: string;
  /** A concrete URL for it; a function for league rows, given the fixture league. */
  url?: string | ((league: LeagueFixture) => string);
  body?: unknown | ((league: LeagueFixture) => unknown);
  /** League rows: every actor's request runs against a fresh league of this kind (so writes cannot leak between actors). */
  league?: 'private' | 'public';
  expect: Record<BaseActor, number> & Partial<Record<ResourceActor, number>>;
}

const PUBLIC = { anonymous: 200, user: 200, admin: 200 };
const SIGNED_IN = { anonymous: 401, user: 200, admin: 200 };
const ADMIN_ONLY = { anonymous: 401, user: 403, admin: 200 };

const ADMIN_EVENT = {
  season: 2099,
  round: 99,
  name: 'Matrix Rally',
  country: 'Finland',
  location: null,
  description: null,
  imageUrl: null,
  startDate: '2099-08-01T06:00:00Z',
  endDate: '2099-08-03T16:00:00Z',
  surfaceType: 'gravel',
};
const EVERY_SIGNED_IN = { anonymous: 401, user: 200, admin: 200, member: 200, leagueAdmin: 200 };
const leagueUrl = (suffix = '') => (l: LeagueFixture) => `/api/leagues/${l.id}${suffix}`;
const memberUrl = (l: LeagueFixture) => `/api/leagues/${l.id}/members/${l.memberId}`;

/**
 * League routes (docs/decisions/0060): a private league is a 404 for everyone who is not a member,
 * site admins included; a public league is readable by all, and its settings answer 403 to non-admins.
 * `user` is an outsider of the fixture league.
 */
function leagueRows(): MatrixRow[] {
  const rows: MatrixRow[] = [];
  for (const kind of ['private', 'public'] as const) {
    const hidden = kind === 'private' ? 404 : 403;
    const read = kind === 'private' ? 404 : 200;
    const manage = { anonymous: 401, user: hidden, admin: hidden, member: 403, leagueAdmin: 200 };
    rows.push(
      { league: kind, method: 'GET', route: '/api/leagues/:id', url: leagueUrl(), expect: { anonymous: 401, user: read, admin: read, member: 200, leagueAdmin: 200 } },
      { league: kind, method: 'GET', route: '/api/leagues/:id/members', url: leagueUrl('/members'), expect: { anonymous: 401, user: read, admin: read, member: 200, leagueAdmin: 200 } },
      { league: kind, method: 'GET', route: '/api/leagues/:id/live', url: leagueUrl('/live'), expect: { anonymous: 401, user: read, admin: read, member: 200, leagueAdmin: 200 } },
      { league: kind, method: 'GET', route: '/api/leagues/:id/fixtures', url: leagueUrl('/fixtures'), expect: { anonymous: 401, user: read, admin: read, member: 200, leagueAdmin: 200 } },
      { league: kind, method: 'GET', route: '/api/leagues/:id/season', url: leagueUrl('/season'), expect: { anonymous: 401, user: read, admin: read, member: 200, leagueAdmin: 200 } },
      { league: kind, method: 'GET', route: '/api/leagues/:id/settings', url: leagueUrl('/settings'), expect: manage },
      // Rivals side by side (issue 31 part 4): a member's team is for fellow members only, public league or not.
      { league: kind, method: 'GET', route: '/api/leagues/:id/members/:userId/team', url: (l) => `/api/leagues/${l.id}/members/${l.adminId}/team`, expect: { anonymous: 401, user: 404, admin: 404, member: 200, leagueAdmin: 200 } },
      { league: kind, method: 'PATCH', route: '/api/leagues/:id', url: leagueUrl(), body: { name: 'Renamed by matrix' }, expect: manage },
      { league: kind, method: 'DELETE', route: '/api/leagues/:id', url: leagueUrl(), expect: manage },
      { league: kind, method: 'POST', route: '/api/leagues/:id/invite-code', url: leagueUrl('/invite-code'), body: {}, expect: manage },
      { league: kind, method: 'DELETE', route: '/api/leagues/:id/members/:userId', url: memberUrl, expect: manage },
      { league: kind, method: 'PATCH', route: '/api/leagues/:id/members/:userId', url: memberUrl, body: { isAdmin: true }, expect: manage },
      // Joining a private league by id is not a way in: only its code is.
      { league: kind, method: 'POST', route: '/api/leagues/:id/join', url: leagueUrl('/join'), body: {}, expect: { anonymous: 401, user: read, admin: read, member: 409, leagueAdmin: 409 } },
      // The fixture's only admin must hand the role over before leaving (409).
      { league: kind, method: 'POST', route: '/api/leagues/:id/leave', url: leagueUrl('/leave'), body: {}, expect: { anonymous: 401, user: hidden, admin: hidden, member: 200, leagueAdmin: 409 } },
      { league: kind, method: 'POST', route: '/api/leagues/join', body: (l: LeagueFixture) => ({ code: l.code }), expect: { anonymous: 401, user: 200, admin: 200, member: 409, leagueAdmin: 409 } },
    );
  }
  rows.push(
    { method: 'GET', route: '/api/leagues', expect: EVERY_SIGNED_IN },
    { method: 'GET', route: '/api/leagues/standings', expect: EVERY_SIGNED_IN },
    // The global leaderboard (issue 31 part 3): every signed-in player reads it whole.
    { method: 'GET', route: '/api/leaderboard', expect: EVERY_SIGNED_IN },
    { method: 'GET', route: '/api/leaderboard/me', expect: EVERY_SIGNED_IN },
    { method: 'GET', route: '/api/leaderboard/search', url: '/api/leaderboard/search?q=matrix', expect: EVERY_SIGNED_IN },
    { method: 'POST', route: '/api/leagues', body: { name: 'Matrix League' }, expect: { ...EVERY_SIGNED_IN, user: 201, admin: 201, member: 201, leagueAdmin: 201 } },
  );
  return rows;
}
const LEAGUE_ROWS = leagueRows();

export const MATRIX: MatrixRow[] = [
  { method: 'GET', route: '/api/health', expect: PUBLIC },
  // Auth (docs/decisions/0080): the only better-auth endpoints reachable over HTTP.
  { method: 'GET', route: '/api/auth/get-session', expect: PUBLIC },
  { method: 'POST', route: '/api/auth/is-username-available', body: { username: 'matrixfree' }, expect: PUBLIC },
  {
    method: 'POST',
    route: '/api/auth/sign-in/email',
    // Public: everyone reaches validation (a 401 here would read as "signed in only").
    body: { email: '', password: 'wrong-password' },
    expect: { anonymous: 400, user: 400, admin: 400 },
  },
  // Signed in only; the wrong current password then makes it a 400 and changes nothing.
  {
    method: 'POST',
    route: '/api/auth/change-password',
    body: { currentPassword: 'wrong-password', newPassword: 'another-password' },
    expect: { anonymous: 401, user: 400, admin: 400 },
  },
  { method: 'GET', route: '/api/config/registration', expect: PUBLIC },
  // Forgotten password (issue 14): the same 200 for any address; an unknown token is a 400 for everyone.
  { method: 'POST', route: '/api/auth/request-password-reset', body: { email: 'matrix-reset@example.com' }, expect: PUBLIC },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    body: { token: 'MatrixToken0000000000000', newPassword: 'another-password' },
    expect: { anonymous: 400, user: 400, admin: 400 },
  },
  { method: 'GET', route: '/api/me', expect: SIGNED_IN },
  { method: 'GET', route: '/api/session', expect: PUBLIC },
  // Account (issue 14): the caller's own settings, data and deletion; a wrong password deletes nothing.
  { method: 'GET', route: '/api/me/settings', expect: SIGNED_IN },
  { method: 'PATCH', route: '/api/me/settings', body: { notifications: true }, expect: SIGNED_IN },
  { method: 'GET', route: '/api/me/reach', expect: SIGNED_IN },
  { method: 'PATCH', route: '/api/me/reach', body: { emailDigest: true }, expect: SIGNED_IN },
  // The unsubscribe link is its own authority (a signature, no session): a forged one is a 400 for everyone.
  { method: 'GET', route: '/api/reach/unsubscribe', url: '/api/reach/unsubscribe?u=x&k=digest&s=forged', expect: { anonymous: 400, user: 400, admin: 400 } },
  { method: 'POST', route: '/api/reach/unsubscribe', url: '/api/reach/unsubscribe?u=x&k=digest&s=forged', expect: { anonymous: 400, user: 400, admin: 400 } },
  { method: 'GET', route: '/api/admin/events/:id/reach', url: '/api/admin/events/1/reach', expect: ADMIN_ONLY },
  { method: 'GET', route: '/api/push/public-key', expect: SIGNED_IN },
  {
    method: 'POST',
    route: '/api/me/push/subscriptions',
    body: { endpoint: 'https://push.example.com/matrix', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
    expect: { anonymous: 401, user: 201, admin: 201 },
  },
  { method: 'POST', route: '/api/me/push/subscriptions/remove', body: { endpoint: 'https://push.example.com/matrix' }, expect: SIGNED_IN },
  { method: 'GET', route: '/api/me/export', expect: SIGNED_IN },
  // Personal API tokens (issue 34): managed with the session only; token 999999 is nobody's.
  { method: 'GET', route: '/api/me/api-tokens', expect: SIGNED_IN },
  { method: 'POST', route: '/api/me/api-tokens', body: { name: 'Matrix script' }, expect: { anonymous: 401, user: 201, admin: 201 } },
  { method: 'DELETE', route: '/api/me/api-tokens/:id', url: '/api/me/api-tokens/999999', expect: { anonymous: 401, user: 404, admin: 404 } },
  { method: 'POST', route: '/api/me/delete', body: { password: 'wrong-password' }, expect: { anonymous: 401, user: 400, admin: 400 } },
  { method: 'GET', route: '/api/notifications/unread-count', expect: SIGNED_IN },
  { method: 'POST', route: '/api/notifications/read-all', body: {}, expect: SIGNED_IN },
  { method: 'GET', route: '/api/notifications', expect: SIGNED_IN },
  // Only the caller's own notification can be marked; id 999999 is nobody's, so every actor gets 404.
  { method: 'POST', route: '/api/notifications/:id/read', url: '/api/notifications/999999/read', body: {}, expect: { anonymous: 401, user: 404, admin: 404 } },
  // The player's own area (issue 13): dashboard and statistics are the caller's; `{target}` is a plain player.
  { method: 'GET', route: '/api/me/dashboard', expect: SIGNED_IN },
  { method: 'GET', route: '/api/me/statistics', expect: SIGNED_IN },
  // Explain my points (issue 31 part 5): the caller's own scores only; the matrix actors have none, so 404.
  { method: 'GET', route: '/api/me/events/:eventId/explain', url: '/api/me/events/1/explain', expect: { anonymous: 401, user: 404, admin: 404 } },
  { method: 'GET', route: '/api/profiles/:userId', url: '/api/profiles/{target}', expect: SIGNED_IN },
  { method: 'GET', route: '/api/site/stats', expect: PUBLIC },
  { method: 'GET', route: '/api/site/next-event', expect: PUBLIC },
  { method: 'GET', route: '/api/site/time', expect: PUBLIC },
  {
    method: 'POST',
    route: '/api/contact',
    body: { name: 'Matrix', email: 'matrix@example.com', category: 'general', subject: 'Access', message: 'Who may write?' },
    expect: { anonymous: 201, user: 201, admin: 201 },
  },
  // Championship data is public (docs/decisions/0040); ids 1 exist in the seeded season.
  { method: 'GET', route: '/api/events', expect: PUBLIC },
  { method: 'GET', route: '/api/events/:id', url: '/api/events/1', expect: PUBLIC },
  { method: 'GET', route: '/api/events/:id/stages', url: '/api/events/1/stages', expect: PUBLIC },
  { method: 'GET', route: '/api/events/:id/results', url: '/api/events/1/results', expect: PUBLIC },
  { method: 'GET', route: '/api/events/:id/entries', url: '/api/events/1/entries', expect: PUBLIC },
  { method: 'GET', route: '/api/events/next/entries', expect: PUBLIC },
  { method: 'GET', route: '/api/events/:id/corrections', url: '/api/events/1/corrections', expect: PUBLIC },
  { method: 'GET', route: '/api/corrections', expect: PUBLIC },
  { method: 'GET', route: '/api/teams', expect: PUBLIC },
  { method: 'GET', route: '/api/teams/:id', url: '/api/teams/1', expect: PUBLIC },
  { method: 'GET', route: '/api/teams/:id/results', url: '/api/teams/1/results', expect: PUBLIC },
  { method: 'GET', route: '/api/drivers', expect: PUBLIC },
  { method: 'GET', route: '/api/drivers/:id', url: '/api/drivers/1', expect: PUBLIC },
  { method: 'GET', route: '/api/drivers/:id/history', url: '/api/drivers/1/history', expect: PUBLIC },
  { method: 'GET', route: '/api/drivers/:id/prices', url: '/api/drivers/1/prices', expect: PUBLIC },
  { method: 'GET', route: '/api/standings/drivers', expect: PUBLIC },
  { method: 'GET', route: '/api/standings/constructors', expect: PUBLIC },
  // Fantasy routes act on the caller's own team only (no team id in any URL); order matters:
  // each signed-in actor creates a team, buys driver 1, names and clears him as captain, then sells him.
  { method: 'GET', route: '/api/fantasy/team', expect: SIGNED_IN },
  { method: 'POST', route: '/api/fantasy/team', body: { name: 'Matrix Motors' }, expect: { anonymous: 401, user: 201, admin: 201 } },
  { method: 'POST', route: '/api/fantasy/team/drivers', body: { driverId: 1 }, expect: { anonymous: 401, user: 201, admin: 201 } },
  { method: 'GET', route: '/api/fantasy/team/transfers', expect: SIGNED_IN },
  // While driver 1 is held: name him captain, then clear the captain (game-rules §5.4).
  { method: 'PUT', route: '/api/fantasy/team/captain', body: { driverId: 1 }, expect: SIGNED_IN },
  { method: 'DELETE', route: '/api/fantasy/team/captain', expect: SIGNED_IN },
  { method: 'DELETE', route: '/api/fantasy/team/drivers/:driverId', url: '/api/fantasy/team/drivers/1', expect: SIGNED_IN },
  { method: 'GET', route: '/api/market/drivers', expect: SIGNED_IN },
  { method: 'GET', route: '/api/market/trends', expect: SIGNED_IN },
  { method: 'GET', route: '/api/market/ownership', expect: PUBLIC },
  // Results and publishing (issue 10): site admins only. An empty grid is a valid draft; the publish job is
  // only queued here (no worker runs in this test), and job 1 is the seed's first publish.
  { method: 'GET', route: '/api/admin/events/:id/results', url: '/api/admin/events/1/results', expect: ADMIN_ONLY },
  { method: 'PUT', route: '/api/admin/events/:id/results', url: '/api/admin/events/1/results', body: { results: [] }, expect: ADMIN_ONLY },
  { method: 'POST', route: '/api/admin/events/:id/publish', url: '/api/admin/events/1/publish', body: {}, expect: { anonymous: 401, user: 403, admin: 202 } },
  { method: 'GET', route: '/api/admin/jobs/:id', url: '/api/admin/jobs/1', expect: ADMIN_ONLY },
  { method: 'POST', route: '/api/admin/events/:id/results/import', url: '/api/admin/events/1/results/import', body: { results: [] }, expect: ADMIN_ONLY },
  { method: 'POST', route: '/api/admin/season/import', body: { season: 2026, events: [{ round: 1, results: [] }] }, expect: ADMIN_ONLY },
  { method: 'POST', route: '/api/help', body: { subject: 'Matrix', message: 'Who may ask?' }, expect: { anonymous: 401, user: 201, admin: 201 } },
  // Admin console (docs/decisions/0120-0122). Writes succeed for the admin only; `{target}` is a plain
  // player created in beforeAll, so role and disable rows act on someone other than the callers.
  { method: 'GET', route: '/api/admin/events', expect: ADMIN_ONLY },
  { method: 'POST', route: '/api/admin/events', body: ADMIN_EVENT, expect: { anonymous: 401, user: 403, admin: 201 } },
  { method: 'GET', route: '/api/admin/events/:id', url: '/api/admin/events/1', expect: ADMIN_ONLY },
  { method: 'PUT', route: '/api/admin/events/:id', url: '/api/admin/events/1', body: { ...ADMIN_EVENT, round: 98, shiftStages: true }, expect: ADMIN_ONLY },
  {
    method: 'POST',
    route: '/api/admin/events/:id/stages',
    url: '/api/admin/events/1/stages',
    body: { number: 90, name: 'Matrix', length: 10.5, startTime: null, isPowerStage: false },
    expect: { anonymous: 401, user: 403, admin: 201 },
  },
  {
    method: 'PUT',
    route: '/api/admin/events/:id/stages/:stageId',
    url: '/api/admin/events/1/stages/1',
    body: { number: 91, name: 'Matrix', length: null, startTime: null, isPowerStage: false },
    expect: ADMIN_ONLY,
  },
  { method: 'DELETE', route: '/api/admin/events/:id/stages/:stageId', url: '/api/admin/events/1/stages/2', expect: { anonymous: 401, user: 403, admin: 204 } },
  {
    method: 'PUT',
    route: '/api/admin/events/:id/entries',
    url: '/api/admin/events/14/entries',
    // Drivers 1–3 stay entered: the prediction rows below pick them for event 14.
    body: { entries: [1, 2, 3].map((driverId) => ({ driverId, carNumber: driverId })) },
    expect: ADMIN_ONLY,
  },
  { method: 'GET', route: '/api/admin/users', expect: ADMIN_ONLY },
  { method: 'PUT', route: '/api/admin/users/:id/role', url: '/api/admin/users/{target}/role', body: { role: 'user' }, expect: ADMIN_ONLY },
  { method: 'POST', route: '/api/admin/users/:id/disable', url: '/api/admin/users/{target}/disable', body: {}, expect: ADMIN_ONLY },
  { method: 'POST', route: '/api/admin/users/:id/enable', url: '/api/admin/users/{target}/enable', body: {}, expect: ADMIN_ONLY },
  { method: 'GET', route: '/api/admin/contact-messages', expect: ADMIN_ONLY },
  { method: 'PATCH', route: '/api/admin/contact-messages/:id', url: '/api/admin/contact-messages/1', body: { read: true }, expect: ADMIN_ONLY },
  { method: 'GET', route: '/api/admin/settings', expect: ADMIN_ONLY },
  { method: 'PUT', route: '/api/admin/settings', body: { registrationEnabled: true }, expect: ADMIN_ONLY },
  // Predictions are the caller's own, found by the session user (no prediction id in any URL). Event 14 is
  // the last of the seeded season (upcoming, drivers 1–3 entered); event 2 has started, so its crowd shows.
  { method: 'GET', route: '/api/predictions/:eventId', url: '/api/predictions/14', expect: SIGNED_IN },
  {
    method: 'PUT',
    route: '/api/predictions/:eventId',
    url: '/api/predictions/14',
    body: { first: 1, second: 2, third: 3 },
    expect: { anonymous: 401, user: 201, admin: 201 },
  },
  // The live weekend (issue 29): reads public or the caller's own; writes for site admins. Stage 1 is event 1's,
  // so the admin's save on event 3 is a 404 (a stage of another event) and writes nothing; an empty file is a 400.
  { method: 'GET', route: '/api/live', expect: PUBLIC },
  { method: 'GET', route: '/api/events/:id/live', url: '/api/events/3/live', expect: PUBLIC },
  { method: 'GET', route: '/api/events/:id/live/me', url: '/api/events/3/live/me', expect: SIGNED_IN },
  { method: 'GET', route: '/api/admin/events/:id/live', url: '/api/admin/events/3/live', expect: ADMIN_ONLY },
  {
    method: 'PUT',
    route: '/api/admin/events/:id/live/stages/:stageId',
    url: '/api/admin/events/3/live/stages/1',
    body: { revision: 0, results: [{ driverId: 1, status: 'did_not_start' }] },
    expect: { anonymous: 401, user: 403, admin: 404 },
  },
  {
    method: 'POST',
    route: '/api/admin/events/:id/live/import',
    url: '/api/admin/events/3/live/import',
    body: { format: 'csv', content: 'stage,driver' },
    expect: { anonymous: 401, user: 403, admin: 400 },
  },
  // Event 2, not 1: the admin console rows above move event 1 into 2099.
  { method: 'GET', route: '/api/predictions/:eventId/crowd', url: '/api/predictions/2/crowd', expect: SIGNED_IN },
  ...LEAGUE_ROWS,
];

/**
 * What a personal API token may call (docs/decisions/0213-api-tokens.md): the reads of the championship, of the
 * player's own team, predictions, statistics and of the leagues the player may see. A token answers there
 * exactly as its owner (`user`) does, a 404 for another player's private league included; every other route,
 * public or not, answers it 403, and nothing it sends writes anything.
 */
const TOKEN_READS = new Set([
  'GET /api/events',
  'GET /api/events/:id',
  'GET /api/events/:id/stages',
  'GET /api/events/:id/results',
  'GET /api/events/:id/entries',
  'GET /api/events/next/entries',
  'GET /api/events/:id/corrections',
  'GET /api/corrections',
  'GET /api/teams',
  'GET /api/teams/:id',
  'GET /api/teams/:id/results',
  'GET /api/drivers',
  'GET /api/drivers/:id',
  'GET /api/drivers/:id/history',
  'GET /api/drivers/:id/prices',
  'GET /api/standings/drivers',
  'GET /api/standings/constructors',
  'GET /api/market/ownership',
  'GET /api/live',
  'GET /api/events/:id/live',
  'GET /api/events/:id/live/me',
  'GET /api/fantasy/team',
  'GET /api/fantasy/team/transfers',
  'GET /api/market/drivers',
  'GET /api/market/trends',
  'GET /api/leagues',
  'GET /api/leagues/standings',
  'GET /api/leagues/:id',
  'GET /api/leagues/:id/members',
  'GET /api/leagues/:id/live',
  'GET /api/leagues/:id/fixtures',
  'GET /api/leagues/:id/season',
  'GET /api/leagues/:id/members/:userId/team',
  'GET /api/leaderboard',
  'GET /api/leaderboard/me',
  'GET /api/leaderboard/search',
  'GET /api/me/events/:eventId/explain',
  'GET /api/me/statistics',
  'GET /api/me/dashboard',
  'GET /api/predictions/:eventId',
  'GET /api/predictions/:eventId/crowd',
  'GET /api/profiles/:userId',
]);
const tokenExpectation = (row: MatrixRow): number => (TOKEN_READS.has(`${row.method} ${row.route}`) ? row.expect.user : 403);

/** A script: no cookies, the API token in every request. */
class TokenClient extends TestClient {
  secret = '';
  override request(options: Parameters<TestClient['request']>[0]) {
    return super.request({ ...options, headers: { ...(options.headers as Record<string, string> | undefined), authorization: `Bearer ${this.secret}` } });
  }
}

// Public by nature and covered in auth.test.ts and security.test.ts; sent here they would replace the
// actors' sessions (sign-up signs the caller in as someone new, sign-out signs them out).
// The live stream never ends (server-sent events): its access is checked over a real socket in live-stream.test.ts.
const EXEMPT = new Set(['POST /api/auth/sign-up/email', 'POST /api/auth/sign-out', 'GET /api/live/stream']);

// On both engines: with every route in the table, its accepted requests reach each route's SQL on each.
describe.each(testDatabaseKinds('smoke'))('authorisation matrix on %s', (kind) => {
  let t: TestApp;
  const clients = {} as Record<Actor, TestClient>;
  let targetUserId = '';

  beforeAll(async () => {
    // Laid out around the real day: the prediction rows need event 14 still ahead of the database clock.
    t = await createTestApp({ kind, seeded: true, env: { ADMIN_EMAILS: 'matrix-admin@example.com' } });
    clients.anonymous = new TestClient(t.app);
    clients.user = new TestClient(t.app);
    await clients.user.signUp(uniqueUser('matrixuser'));
    const token = new TokenClient(t.app);
    token.secret = ((await clients.user.post('/api/me/api-tokens', { name: 'Matrix token' })).json() as { secret: string }).secret;
    clients.token = token;
    clients.admin = new TestClient(t.app);
    await clients.admin.signUp({ ...uniqueUser('matrixadmin'), email: 'matrix-admin@example.com' });
    const target = await new TestClient(t.app).signUp(uniqueUser('matrixtarget'));
    targetUserId = (target.json() as { user: { id: string } }).user.id;
    clients.member = new TestClient(t.app);
    await clients.member.signUp(uniqueUser('matrixmember'));
    clients.leagueAdmin = new TestClient(t.app);
    await clients.leagueAdmin.signUp(uniqueUser('matrixleagueadmin'));
  });

  const userId = async (client: TestClient) => ((await client.get('/api/me')).json() as { user: { id: string } }).user.id;

  /** A fresh league: created by `leagueAdmin`, joined by `member`; `user` and `admin` stay outside. */
  async function leagueFixture(kind: 'private' | 'public'): Promise<LeagueFixture> {
    const created = await clients.leagueAdmin.post('/api/leagues', { name: `Matrix ${kind}`, isPrivate: kind === 'private' });
    const league = (created.json() as { league: { id: number; inviteCode: string } }).league;
    const joined = await clients.member.post('/api/leagues/join', { code: league.inviteCode });
    expect(joined.statusCode, joined.body).toBe(200);
    return { id: league.id, code: league.inviteCode, memberId: await userId(clients.member), adminId: await userId(clients.leagueAdmin) };
  }
  afterAll(async () => t.close());

  it('lists every registered route', () => {
    const listed = new Set(MATRIX.map((r) => `${r.method} ${r.route}`));
    const missing = t.app.registeredRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !listed.has(key) && !EXEMPT.has(key));
    expect(missing, 'routes without an access decision in MATRIX').toEqual([]);
  });

  it("agrees with every route's declared access level", () => {
    const declared = new Map(t.app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    const disagreements = MATRIX.flatMap((row) => {
      const access = declared.get(`${row.method} ${row.route}`);
      const anonymousRefused = row.expect.anonymous === 401;
      const userRefused = row.expect.user === 403;
      const consistent =
        access === 'public'
          ? !anonymousRefused
          : access === 'signedIn'
            ? anonymousRefused
            : access === 'admin'
              ? anonymousRefused && userRefused
              : false;
      return consistent ? [] : [`${row.method} ${row.route}: declared ${String(access)}, matrix ${JSON.stringify(row.expect)}`];
    });
    expect(disagreements).toEqual([]);
  });

  // Generated from the declarations: whatever a signed-in route's schema says, an anonymous caller learns
  // only 401 (never a 400 describing the schema), with a bad body, a bad query and bad params alike.
  const hostile = { unexpected: '\u0000', limit: 'abc', nested: [[[[]]]] };
  it.each(['body', 'query', 'params'] as const)('anonymous callers of guarded routes get 401 whatever the %s', async (where) => {
    const guarded = t.app.registeredRoutes.filter((r) => r.access === 'signedIn' || r.access === 'admin');
    expect(guarded.length).toBeGreaterThan(0);
    const answers = await Promise.all(
      guarded.map(async (r) => {
        const url = where === 'params' ? r.url.replace(/:[A-Za-z]+/g, 'not-a-number') : r.url.replace(/:[A-Za-z]+/g, '1');
        const res = await clients.anonymous.request({
          method: r.method as 'GET',
          url: where === 'query' ? `${url}?limit=abc&x=1` : url,
          payload: where === 'body' && r.method !== 'GET' ? (hostile as never) : undefined,
        });
        return `${r.method} ${r.url} → ${res.statusCode} ${res.statusCode === 401 ? (res.json() as { message: string }).message : res.body}`;
      }),
    );
    expect(answers.filter((a) => !a.includes('→ 401 User not authenticated'))).toEqual([]);
  });

  it('has a league-actor expectation on every league row, and league rows for both kinds of league', () => {
    const leagueRoutes = MATRIX.filter((r) => r.route.startsWith('/api/leagues'));
    expect(leagueRoutes.filter((r) => r.expect.member === undefined || r.expect.leagueAdmin === undefined)).toEqual([]);
    const withId = leagueRoutes.filter((r) => r.route.includes(':id'));
    expect(new Set(withId.filter((r) => r.league === 'private').map((r) => `${r.method} ${r.route}`))).toEqual(
      new Set(withId.filter((r) => r.league === 'public').map((r) => `${r.method} ${r.route}`)),
    );
  });

  it('lets API tokens read exactly the routes that declare they accept them', () => {
    const declared = t.app.registeredRoutes.filter((r) => r.apiToken).map((r) => `${r.method} ${r.url}`);
    expect(new Set(declared)).toEqual(TOKEN_READS);
  });

  const cases = MATRIX.flatMap((row) =>
    ([...Object.keys(row.expect), 'token'] as Actor[]).map((actor) => ({ row, actor, label: row.league ? `${row.league} league` : 'no league' })),
  );
  it.each(cases)('$row.method $row.route ($label) as $actor', async ({ row, actor }) => {
    const fixture = row.league || typeof row.url === 'function' || typeof row.body === 'function' ? await leagueFixture(row.league ?? 'private') : null;
    const url = (typeof row.url === 'function' ? row.url(fixture!) : (row.url ?? row.route)).replace('{target}', targetUserId);
    const body = typeof row.body === 'function' ? (row.body as (l: LeagueFixture) => unknown)(fixture!) : row.body;
    try {
      const res = await clients[actor].request({ method: row.method, url, payload: body as never });
      expect(res.statusCode, res.body).toBe(actor === 'token' ? tokenExpectation(row) : row.expect[actor]);
    } finally {
      // One account may keep ten leagues (game-rules §16.4): each case's league goes, so the next can be made.
      if (fixture) await t.database.db.transaction((tx) => deleteLeague(tx, fixture.id));
    }
  });
});
