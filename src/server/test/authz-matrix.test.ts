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
];

// Routes that are not ours to gate: better-auth guards its own, and the SPA fallback serves HTML.
const EXEMPT = new Set(['GET /api/auth/*', 'POST /api/auth/*']);

void ADMIN_ONLY;

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
