import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed/seed-database';
import { createTestApp, TestClient, uniqueUser, type TestApp } from './test-app';

/**
 * Who may call what (DESIGN §3b.7). One row per route: the request to send and the status each kind of
 * caller must get. A route missing from this table fails the meta-test below, so a new route cannot ship
 * without an explicit access decision.
 */
type Actor = 'anonymous' | 'user' | 'admin';

interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered, e.g. /api/events/:id */
  route: string;
  /** A concrete URL for it. */
  url?: string;
  body?: unknown;
  expect: Record<Actor, number>;
}

const PUBLIC = { anonymous: 200, user: 200, admin: 200 };
const SIGNED_IN = { anonymous: 401, user: 200, admin: 200 };
const ADMIN_ONLY = { anonymous: 401, user: 403, admin: 200 };

export const MATRIX: MatrixRow[] = [
  { method: 'GET', route: '/api/health', expect: PUBLIC },
  { method: 'GET', route: '/api/config/registration', expect: PUBLIC },
  { method: 'GET', route: '/api/me', expect: SIGNED_IN },
  { method: 'GET', route: '/api/notifications/unread-count', expect: SIGNED_IN },
  { method: 'POST', route: '/api/notifications/read-all', body: {}, expect: SIGNED_IN },
  { method: 'GET', route: '/api/site/stats', expect: PUBLIC },
  { method: 'GET', route: '/api/site/next-event', expect: PUBLIC },
  {
    method: 'POST',
    route: '/api/contact',
    body: { name: 'Matrix', email: 'matrix@example.com', category: 'general', subject: 'Access', message: 'Who may write?' },
    expect: { anonymous: 201, user: 201, admin: 201 },
  },
  { method: 'GET', route: '/api/admin/contact-messages', expect: ADMIN_ONLY },
  // Championship data is public (docs/decisions/0040); ids 1 exist in the seeded season.
  { method: 'GET', route: '/api/events', expect: PUBLIC },
  { method: 'GET', route: '/api/events/:id', url: '/api/events/1', expect: PUBLIC },
  { method: 'GET', route: '/api/events/:id/stages', url: '/api/events/1/stages', expect: PUBLIC },
  { method: 'GET', route: '/api/events/:id/results', url: '/api/events/1/results', expect: PUBLIC },
  { method: 'GET', route: '/api/teams', expect: PUBLIC },
  { method: 'GET', route: '/api/teams/:id', url: '/api/teams/1', expect: PUBLIC },
  { method: 'GET', route: '/api/teams/:id/results', url: '/api/teams/1/results', expect: PUBLIC },
  { method: 'GET', route: '/api/drivers', expect: PUBLIC },
  { method: 'GET', route: '/api/drivers/:id', url: '/api/drivers/1', expect: PUBLIC },
  { method: 'GET', route: '/api/drivers/:id/history', url: '/api/drivers/1/history', expect: PUBLIC },
  { method: 'GET', route: '/api/standings/drivers', expect: PUBLIC },
  { method: 'GET', route: '/api/standings/constructors', expect: PUBLIC },
  // Fantasy routes act on the caller's own team only (no team id in any URL); order matters:
  // each signed-in actor creates a team, buys driver 1, then sells it.
  { method: 'GET', route: '/api/fantasy/team', expect: SIGNED_IN },
  { method: 'POST', route: '/api/fantasy/team', body: { name: 'Matrix Motors' }, expect: { anonymous: 401, user: 201, admin: 201 } },
  { method: 'POST', route: '/api/fantasy/team/drivers', body: { driverId: 1 }, expect: { anonymous: 401, user: 201, admin: 201 } },
  { method: 'GET', route: '/api/fantasy/team/transfers', expect: SIGNED_IN },
  { method: 'DELETE', route: '/api/fantasy/team/drivers/:driverId', url: '/api/fantasy/team/drivers/1', expect: SIGNED_IN },
  { method: 'GET', route: '/api/market/drivers', expect: SIGNED_IN },
  { method: 'GET', route: '/api/market/trends', expect: SIGNED_IN },
];

// Routes that are not ours to gate: better-auth guards its own, and the SPA fallback serves HTML.
const EXEMPT = new Set(['GET /api/auth/*', 'POST /api/auth/*']);

describe('authorisation matrix', () => {
  let t: TestApp;
  const clients = {} as Record<Actor, TestClient>;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'matrix-admin@example.com' } });
    await seedDatabase(t.database.db, { today: new Date('2026-11-22T12:00:00Z') });
    clients.anonymous = new TestClient(t.app);
    clients.user = new TestClient(t.app);
    await clients.user.signUp(uniqueUser('matrixuser'));
    clients.admin = new TestClient(t.app);
    await clients.admin.signUp({ ...uniqueUser('matrixadmin'), email: 'matrix-admin@example.com' });
  });
  afterAll(async () => t.close());

  it('lists every registered route', () => {
    const listed = new Set(MATRIX.map((r) => `${r.method} ${r.route}`));
    const missing = t.app.registeredRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !listed.has(key) && !EXEMPT.has(key));
    expect(missing, 'routes without an access decision in MATRIX').toEqual([]);
  });

  it.each(MATRIX.flatMap((row) => (['anonymous', 'user', 'admin'] as const).map((actor) => ({ row, actor }))))(
    '$row.method $row.route as $actor',
    async ({ row, actor }) => {
      const res = await clients[actor].request({ method: row.method, url: row.url ?? row.route, payload: row.body as never });
      expect(res.statusCode, res.body).toBe(row.expect[actor]);
    },
  );
});
