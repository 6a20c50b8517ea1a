import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { events } from '../db/schema/index';
import { buildDemoSeason } from '../db/seed/demo-season';
import { createTestDatabase, testDatabaseKinds } from './test-database';
import { createClock } from '../lib/clock';

// The seeded copies test files start from (docs/decisions/0183): today's season, and each copy its own.
describe.each(testDatabaseKinds('smoke'))('seeded test databases on %s', (kind) => {
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase(kind, { seeded: true }), createTestDatabase(kind, { seeded: true })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('hold the demo season laid around the real today, as a seed in the test file would', async () => {
    const rows = await a.db.select({ startDate: events.startDate, status: events.status }).from(events).orderBy(asc(events.round));
    const expected = buildDemoSeason(createClock().now()).events;
    expect(rows.map((e) => e.startDate)).toEqual(expected.map((e) => e.startDate));
    expect(rows.map((e) => e.status)).toEqual(expected.map((e) => e.status));
  });

  it('share nothing: a change to one copy is not in another', async () => {
    await a.db.update(events).set({ name: 'Changed in copy a' });
    expect(await a.db.$count(events, eq(events.name, 'Changed in copy a'))).toBe(14);
    expect(await b.db.$count(events, eq(events.name, 'Changed in copy a'))).toBe(0);
    expect(await b.db.$count(events)).toBe(14);
  });
});
