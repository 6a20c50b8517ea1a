import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EVENT_MESSAGES as EM } from '@shared/api/admin-events';
import { events, stages } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

// Moving an event's start (issue 30, part 6c; game-rules §2.6, decision 0204): the start is the first stage's
// start, so a start moved off it is refused with nothing written, unless the stages move with it.
const ADMIN_EMAIL = 'start-admin@example.com';

const body = {
  season: 2030,
  round: 12,
  name: 'Rally Japan',
  country: 'Japan',
  location: 'Toyota City',
  description: null,
  imageUrl: null,
  startDate: '2030-12-04T08:00:00.000Z',
  endDate: '2030-12-06T14:00:00.000Z',
  surfaceType: 'tarmac',
};

describe.each(testDatabaseKinds())('moving an event start on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let round = 12;

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = new TestClient(t.app);
    await admin.signUp({ ...uniqueUser('startadmin'), email: ADMIN_EMAIL });
  });
  afterAll(async () => t.close());

  const put = (id: number, payload: unknown) => admin.request({ method: 'PUT', url: `/api/admin/events/${id}`, payload: payload as never });

  /** An event starting with SS1 on 4 December 08:00, SS2 at 11:30, SS3 with no time yet. */
  async function rally(): Promise<{ id: number; fields: typeof body }> {
    round += 1;
    const fields = { ...body, round };
    const created = await admin.post('/api/admin/events', fields);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    for (const [number, startTime] of [[1, '2030-12-04T08:00:00Z'], [2, '2030-12-04T11:30:00Z'], [3, null]] as const) {
      const res = await admin.post(`/api/admin/events/${id}/stages`, { number, name: `SS${number}`, length: 10, startTime, isPowerStage: false });
      expect(res.statusCode, res.body).toBe(201);
    }
    return { id, fields };
  }

  /** The event row and its stages as stored: what a refusal must leave exactly as it was. */
  async function stored(id: number) {
    const db = t.database.db;
    const [event] = await db.select().from(events).where(eq(events.id, id));
    const rows = await db.select().from(stages).where(eq(stages.eventId, id)).orderBy(asc(stages.number));
    return { event, stages: rows.map((s) => ({ number: s.number, startTime: s.startTime?.toISOString() ?? null })) };
  }

  it('refuses a start a week earlier than SS1 (the "Nov 27 – Dec 6" of the issue) with 409, writing nothing', async () => {
    const { id, fields } = await rally();
    const before = await stored(id);
    const res = await put(id, { ...fields, name: 'Renamed too', startDate: '2030-11-27T08:00:00Z' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: "The start must be the first stage's start: move the stages with it, or change the first stage first",
      messageCode: 'adminEvents.startApartFromFirstStage',
      details: { firstStageStart: '2030-12-04T08:00:00.000Z' },
    });
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a start after SS1 as well', async () => {
    const { id, fields } = await rally();
    const before = await stored(id);
    const res = await put(id, { ...fields, startDate: '2030-12-04T09:00:00Z' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EM.startApartFromFirstStage);
    expect(await stored(id)).toEqual(before);
  });

  it('with shiftStages moves every timed stage by the same amount: SS1 starts at the new start', async () => {
    const { id, fields } = await rally();
    const res = await put(id, { ...fields, startDate: '2030-11-27T08:00:00Z', endDate: '2030-11-29T14:00:00Z', shiftStages: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ startDate: '2030-11-27T08:00:00.000Z', endDate: '2030-11-29T14:00:00.000Z' });
    expect((await stored(id)).stages).toEqual([
      { number: 1, startTime: '2030-11-27T08:00:00.000Z' },
      { number: 2, startTime: '2030-11-27T11:30:00.000Z' },
      { number: 3, startTime: null },
    ]);
    // The public stage list shows the moved times at once.
    const pub = (await new TestClient(t.app).get(`/api/events/${id}/stages`)).json<{ stages: { number: number; startTime: string | null }[] }>();
    expect(pub.stages.find((s) => s.number === 2)?.startTime).toBe('2030-11-27T11:30:00.000Z');
  });

  it('lets the start move onto SS1, keep its place on any other edit, and move freely while no stage has a time', async () => {
    const { id, fields } = await rally();
    await t.database.db.update(stages).set({ startTime: new Date('2030-12-04T09:00:00Z') }).where(eq(stages.eventId, id));
    expect((await put(id, { ...fields, name: 'Rally Japan 2030' })).statusCode).toBe(200);
    const onto = await put(id, { ...fields, startDate: '2030-12-04T09:00:00Z' });
    expect(onto.statusCode, onto.body).toBe(200);
    expect((await stored(id)).stages[1]?.startTime).toBe('2030-12-04T09:00:00.000Z');

    await t.database.db.update(stages).set({ startTime: null }).where(eq(stages.eventId, id));
    expect((await put(id, { ...fields, startDate: '2030-12-11T08:00:00Z', endDate: '2030-12-13T14:00:00Z' })).statusCode).toBe(200);
  });

  it('refuses a shiftStages that is not true or false (400), changing nothing', async () => {
    const { id, fields } = await rally();
    const before = await stored(id);
    const res = await put(id, { ...fields, startDate: '2030-11-27T08:00:00Z', shiftStages: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`shiftStages: ${EM.shiftStagesInvalid}`);
    expect(await stored(id)).toEqual(before);
  });
});
