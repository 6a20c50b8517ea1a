import { count, countDistinct, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEventResultsResponse } from '@shared/api/admin-results';
import { LIVE_SSE_EVENTS } from '@shared/api/live';
import type { BadgeEvent } from '@shared/api/public-site';
import { drivers, events, stages, users } from '../../db/schema/index';
import { publicationsAfter } from '../../lib/live-publications.repo';
import { eventually } from '../../test/eventually';
import { finishedAt } from '../../test/result-rows';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { drainScoringJobs } from '../scoring/index';
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
  describe('a running rally whose results are published (issue 30, part 6)', () => {
    const ADMIN_EMAIL = 'badge-admin@example.com';
    let t: TestApp;
    let admin: TestClient;
    const badge = async () => {
      const res = await new TestClient(t.app).get('/api/site/next-event');
      return { res, event: res.json<{ event: BadgeEvent | null }>().event };
    };

    beforeAll(async () => {
      t = await createTestApp({ kind, seeded: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
      admin = new TestClient(t.app);
      await admin.signUp({ ...uniqueUser('badgeadmin'), email: ADMIN_EMAIL });
    });
    afterAll(async () => t.close());

    it('stops showing it as live once the results are out, and tells the open tabs', async () => {
      const next = (await badge()).event!;
      expect(next.status).toBe('upcoming');
      // An hour into the rally: the badge shows it live, from memory after the first read.
      await t.clock.set(new Date(Date.parse(next.startDate) + HOUR), { frozen: true });
      const live = await badge();
      expect(live.event).toMatchObject({ id: next.id, status: 'active' });
      // Revalidated by every client, never kept by the browser for a minute (the stale "LIVE" of the issue).
      expect(live.res.headers['cache-control']).toBe('no-cache');
      expect(live.res.headers.etag).toMatch(/^W\//);
      expect((await badge()).event).toMatchObject({ id: next.id, status: 'active' });

      const { entries } = (await admin.get(`/api/admin/events/${next.id}/results`)).json<AdminEventResultsResponse>();
      const results = entries.map((e, i) => finishedAt(e.driverId, i + 1));
      const lastSeen = Math.max(0, ...(await publicationsAfter(t.database.db, 0, 10_000)).map((m) => m.id));
      expect((await admin.request({ method: 'PUT', url: `/api/admin/events/${next.id}/results`, payload: { results } })).statusCode).toBe(200);
      expect((await admin.post(`/api/admin/events/${next.id}/publish`, {})).statusCode).toBe(202);
      await drainScoringJobs(t.database.db);

      // The kept answer goes with the publish's NOTIFY (a moment after COMMIT on PostgreSQL).
      const after = await eventually(badge, (b) => b.event?.id !== next.id);
      expect(after.value.event?.id).not.toBe(next.id);
      expect(after.value.event?.status).toBe('upcoming');
      expect(Date.parse(after.value.event!.startDate)).toBeGreaterThan(t.clock.now().getTime());
      expect(after.waited).toBeLessThan(1000);
      // Signed-in tabs hear it on the live stream: a `final` message refreshes every read, the badge's too.
      const told = await publicationsAfter(t.database.db, lastSeen, 100);
      expect(told).toEqual([expect.objectContaining({ event: LIVE_SSE_EVENTS.final, data: expect.objectContaining({ eventId: next.id }) })]);
    });
  });
});
