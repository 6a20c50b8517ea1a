import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEntryDto, NextEntries } from '@shared/api/entries';
import { eventEntries } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const ADMIN_EMAIL = 'entries-admin@example.com';

// Entry lists for players (issue 30, part 1; docs/decisions/0191).
describe.each(testDatabaseKinds())('entry lists on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let next: NonNullable<NextEntries['event']>;
  let nextEntries: NextEntries['entries'];
  const put = (c: TestClient, url: string, payload: unknown) => c.request({ method: 'PUT', url, payload: payload as never });

  beforeAll(async () => {
    t = await createTestApp({ kind, seeded: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = new TestClient(t.app);
    await admin.signUp({ ...uniqueUser('entriesadmin'), email: ADMIN_EMAIL });
    const res = await new TestClient(t.app).get('/api/events/next/entries');
    expect(res.statusCode).toBe(200);
    const body = res.json<NextEntries>();
    next = body.event as NonNullable<NextEntries['event']>;
    nextEntries = body.entries;
  });
  afterAll(async () => t.close());

  it("shows an event's entry list by car number, without a session", async () => {
    const res = await new TestClient(t.app).get(`/api/events/${next.id}/entries`);
    expect(res.statusCode).toBe(200);
    const entries = res.json<{ entries: EventEntryDto[] }>().entries;
    expect(entries.length).toBeGreaterThan(5);
    const numbers = entries.map((e) => e.carNumber).filter((n): n is number => n !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(entries[0]).toEqual({ driverId: expect.any(Number), name: expect.any(String), teamName: expect.anything(), carNumber: expect.any(Number) });
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/events/999999/entries')).statusCode).toBe(404);
    expect((await client.get('/api/events/abc/entries')).statusCode).toBe(400);
  });

  it('names the next rally to start and who is entered in it', async () => {
    expect(next).toMatchObject({ name: expect.any(String), round: expect.any(Number) });
    const stored = await t.database.db
      .select({ driverId: eventEntries.driverId, carNumber: eventEntries.carNumber })
      .from(eventEntries)
      .where(eq(eventEntries.eventId, next.id))
      .orderBy(asc(eventEntries.driverId));
    expect(nextEntries).toEqual(stored);
  });

  it('tells the owners of a driver taken off the next entry list, and nobody else', async () => {
    const [kept, dropped] = nextEntries;
    if (!kept || !dropped) throw new Error('the demo season enters drivers in the next rally');
    const owner = new TestClient(t.app);
    await owner.signUp(uniqueUser('owner'));
    await owner.post('/api/fantasy/team', { name: 'Entry Watchers' });
    expect((await owner.post('/api/fantasy/team/drivers', { driverId: dropped.driverId })).statusCode).toBe(201);
    const bystander = new TestClient(t.app);
    await bystander.signUp(uniqueUser('bystander'));
    await bystander.post('/api/fantasy/team', { name: 'Bystanders' });
    expect((await bystander.post('/api/fantasy/team/drivers', { driverId: kept.driverId })).statusCode).toBe(201);

    const remaining = nextEntries.filter((e) => e.driverId !== dropped.driverId);
    const res = await put(admin, `/api/admin/events/${next.id}/entries`, { entries: remaining });
    expect(res.statusCode, res.body).toBe(200);

    const notices = (await owner.get('/api/notifications')).json().notifications as { type: string; title: string; body: string; link: string }[];
    const notice = notices.find((n) => n.type === 'entry_removed');
    const driverName = (await new TestClient(t.app).get(`/api/drivers/${dropped.driverId}`)).json().name as string;
    expect(notice).toMatchObject({ title: `Not entered: ${driverName}`, link: '/team' });
    expect(notice?.body).toContain(next.name);
    const others = (await bystander.get('/api/notifications')).json().notifications as { type: string }[];
    expect(others.some((n) => n.type === 'entry_removed')).toBe(false);

    // The next rally's list follows at once (the public read is dropped by the change).
    const after = (await new TestClient(t.app).get('/api/events/next/entries')).json<NextEntries>();
    expect(after.entries.some((e) => e.driverId === dropped.driverId)).toBe(false);
    await put(admin, `/api/admin/events/${next.id}/entries`, { entries: nextEntries });
  });
});
