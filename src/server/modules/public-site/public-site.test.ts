import { count, countDistinct, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, events, stages, users } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { getBadgeEvent } from './public-site.service';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('public site figures on %s', (kind) => {
  describe('on an empty database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ kind });
    });
    afterAll(async () => t.close());

    it('reports zeros rather than invented figures', async () => {
      const res = await new TestClient(t.app).get('/api/site/stats');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ managers: null, events: 0, stages: 0, kilometres: 0, drivers: 0, countries: 0 });
    });

    it('has no event for the badge', async () => {
      const res = await new TestClient(t.app).get('/api/site/next-event');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ event: null });
    });
  });

  describe('on the demo season', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Seeded around the real day so the route (which reads the clock) sees upcoming events.
      t = await createTestApp({ kind, seeded: true });
    });
    afterAll(async () => t.close());

    it('counts events, stages, kilometres, drivers and host countries from the tables, without a session', async () => {
      await new TestClient(t.app).signUp(uniqueUser());
      await new TestClient(t.app).signUp(uniqueUser());
      const db = t.database.db;
      const [u] = await db.select({ n: count() }).from(users);
      const [e] = await db.select({ n: count(), c: countDistinct(events.country) }).from(events);
      const [d] = await db.select({ n: count() }).from(drivers);
      const [s] = await db.select({ n: count(), km: sum(stages.length) }).from(stages);

      const res = await new TestClient(t.app).get('/api/site/stats');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      const stats = res.json();
      expect(stats).toEqual({
        managers: null,
        events: e?.n,
        stages: s?.n,
        kilometres: Math.round(Number(s?.km)),
        drivers: d?.n,
        countries: e?.c,
      });
      // A handful of managers is not published (docs/decisions/0169).
      expect(u?.n).toBeGreaterThanOrEqual(2);
      expect(stats.stages).toBeGreaterThan(14 * 10);
      expect(stats.kilometres).toBeGreaterThan(14 * 200);
      // The real 2026 calendar: 14 rallies; 14 Rally1 drivers.
      expect(stats.events).toBe(14);
      expect(stats.drivers).toBe(14);
      expect(stats.countries).toBeGreaterThan(5);
      expect(stats.countries).toBeLessThanOrEqual(14);
    });

    it('points the badge at the next upcoming event, the earliest to start', async () => {
      const res = await new TestClient(t.app).get('/api/site/next-event');
      expect(res.statusCode).toBe(200);
      const { event } = res.json();
      const upcoming = (await t.database.db.select().from(events))
        .filter((row) => row.status === 'upcoming' && row.startDate.getTime() > t.clock.now().getTime())
        .sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
      expect(upcoming.length).toBeGreaterThan(0);
      const first = upcoming[0]!;
      expect(event).toEqual({
        id: first.id,
        name: first.name,
        country: first.country,
        location: first.location,
        startDate: first.startDate.toISOString(),
        endDate: first.endDate.toISOString(),
        status: 'upcoming',
      });
    });
  });

  describe('choosing the badge event', () => {
    let t: TestApp;
    const now = new Date('2030-06-15T12:00:00Z');
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
    let round = 0;
    const addEvent = async (fields: { name: string; start: number; end: number; status: 'upcoming' | 'active' | 'completed' }) => {
      round += 1;
      const rows = await t.database.db
        .insert(events)
        .values({
          season: 2030,
          round,
          name: fields.name,
          country: 'Finland',
          startDate: at(fields.start),
          endDate: at(fields.end),
          status: fields.status,
          surfaceType: 'gravel',
        })
        .returning({ id: events.id });
      return rows[0]!.id;
    };

    beforeAll(async () => {
      t = await createTestApp({ kind });
      // The game clock stands at `now`, so every status and every comparison below is exact.
      await t.clock.set(now, { frozen: true });
    });
    afterAll(async () => t.close());

    it('ignores completed events and events that already started, and picks the soonest upcoming', async () => {
      await addEvent({ name: 'Done', start: -200, end: -150, status: 'completed' });
      const later = await addEvent({ name: 'Later', start: 400, end: 470, status: 'upcoming' });
      const sooner = await addEvent({ name: 'Sooner', start: 48, end: 120, status: 'upcoming' });
      expect((await getBadgeEvent(t.database.db))?.id).toBe(sooner);
      expect(later).toBeGreaterThan(0);
      // A completed event whose dates still cover "now" is over: results are published.
      await addEvent({ name: 'Published early', start: -10, end: 10, status: 'completed' });
      expect((await getBadgeEvent(t.database.db))?.name).toBe('Sooner');
    });

    it('prefers a running event: one the clock has entered even before its status moved', async () => {
      const running = await addEvent({ name: 'Running', start: -5, end: 60, status: 'upcoming' });
      const badge = await getBadgeEvent(t.database.db);
      expect(badge).toMatchObject({ id: running, status: 'active' });
    });

    it('prefers an event stored as active over everything else', async () => {
      const active = await addEvent({ name: 'Active', start: -30, end: -2, status: 'active' });
      expect(await getBadgeEvent(t.database.db)).toMatchObject({ id: active, name: 'Active', status: 'active' });
    });
  });
});
