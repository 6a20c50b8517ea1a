import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEventResultsResponse, ResultRow } from '@shared/api/admin-results';
import { driverEventPoints } from '@shared/game/driver-points';
import { eventResults, events, resultDrafts, scoringJobs } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { drainScoringJobs } from '../scoring/index';

/** The admin results API (issue 10): reads, the checks of a draft, publishing and imports. */

let t: TestApp;
let admin: TestClient;
let roundNine: number;
let roundTen: number;
let entries: AdminEventResultsResponse['entries'];

beforeAll(async () => {
  t = await createTestApp({ seeded: true, env: { ADMIN_EMAILS: 'results-admin@example.com' } });
  admin = new TestClient(t.app);
  await admin.signUp({ ...uniqueUser('resultsadmin'), email: 'results-admin@example.com' });
  const evs = await t.database.db.select().from(events).orderBy(asc(events.round));
  roundNine = evs[8]?.id ?? 0;
  roundTen = evs[9]?.id ?? 0;
  entries = (await admin.get(`/api/admin/events/${roundNine}/results`)).json<AdminEventResultsResponse>()
    .entries;
});
afterAll(async () => t.close());

/** The published grid of round 9 as rows the PUT accepts. */
async function publishedRows(): Promise<ResultRow[]> {
  const body = (await admin.get(`/api/admin/events/${roundNine}/results`)).json<AdminEventResultsResponse>();
  return body.published.map(({ fantasyPoints: _f, breakdown: _b, ...r }) => r);
}

/** What must not change when a write is refused. */
async function state() {
  const db = t.database.db;
  return {
    drafts: await db
      .select()
      .from(resultDrafts)
      .orderBy(asc(resultDrafts.eventId), asc(resultDrafts.driverId)),
    results: await db
      .select()
      .from(eventResults)
      .where(eq(eventResults.eventId, roundNine))
      .orderBy(asc(eventResults.driverId)),
    events: await db
      .select({ id: events.id, draft: events.resultsDraftSavedAt, published: events.resultsPublishedAt })
      .from(events)
      .orderBy(asc(events.id)),
    jobs: await db.select({ id: scoringJobs.id }).from(scoringJobs),
  };
}

const put = (id: number, results: unknown) =>
  admin.request({ method: 'PUT', url: `/api/admin/events/${id}/results`, payload: { results } });

describe('GET /api/admin/events/:id/results', () => {
  it('shows the entry list, the published rows with their breakdown and the publish state', async () => {
    const res = await admin.get(`/api/admin/events/${roundNine}/results`);
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminEventResultsResponse>();
    expect(body.event).toMatchObject({ id: roundNine, round: 9, status: 'completed' });
    expect(body.publish.state).toBe('published');
    expect(body.draft).toBeNull();
    expect(body.publish.lastJob?.status).toBe('succeeded');
    expect(body.publish.lastJob?.progress).toBe(100);
    expect(body.published.length).toBe(entries.length);
    for (const r of body.published) {
      expect(r.fantasyPoints).toBe(driverEventPoints({ ...r }));
      const b = r.breakdown;
      expect(b.position + b.finish + b.stageWins + b.powerStage + b.supportCategory + b.penalty).toBe(
        r.fantasyPoints,
      );
    }
  });

  it('shows an upcoming event as upcoming with nothing published', async () => {
    const body = (await admin.get(`/api/admin/events/${roundTen}/results`)).json<AdminEventResultsResponse>();
    expect(body.event.status).toBe('upcoming');
    expect(body.publish).toMatchObject({
      state: 'none',
      publishedAt: null,
      draftSavedAt: null,
      lastJob: null,
    });
    expect(body.published).toEqual([]);
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    expect((await admin.get('/api/admin/events/999999/results')).json()).toMatchObject({
      message: 'Event not found',
    });
    expect((await admin.get('/api/admin/events/abc/results')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/events/99999999999999999999/results')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/events/:id/results refusals (nothing written; game-rules §4.1)', () => {
  const cases: [string, (rows: ResultRow[]) => unknown, RegExp | string][] = [
    [
      'a driver not on the entry list',
      (rows) => [{ ...rows[0], driverId: 999_999 }, ...rows.slice(1)],
      "Row 1: driverId 999999 is not on this event's entry list",
    ],
    [
      'a driver listed twice',
      (rows) => [...rows, rows[0]],
      /^Row \d+ \(.+\): driverId repeats the driver of row 1$/,
    ],
    [
      'two drivers in one position',
      (rows) => rows.map((r, i) => (i === 1 ? { ...r, position: rows[0]?.position ?? 1 } : r)),
      /^Row 2 \(.+\): position 1 is already given in row 1$/,
    ],
    [
      'a gap in the finishing positions',
      (rows) => rows.map((r) => (r.position === 1 ? { ...r, position: 99 } : r)),
      /^Row 1 \(.+\): position must be between 1 and \d+ \(positions run 1 to the number of finishers without gaps\)$/,
    ],
    [
      'a finisher without a position',
      (rows) => rows.map((r, i) => (i === 0 ? { ...r, position: null } : r)),
      /^Row 1 \(.+\): position is required for a driver who finished$/,
    ],
    [
      'a retired driver with a position',
      (rows) => rows.map((r, i) => (i === 0 ? { ...r, status: 'retired' } : r)),
      /^Row 1 \(.+\): position must be empty for a driver who did not finish$/,
    ],
    [
      'two drivers in one power-stage place',
      (rows) =>
        rows.map((r, i) => (i < 2 ? { ...r, powerStagePosition: 1 } : { ...r, powerStagePosition: null })),
      /^Row 2 \(.+\): powerStagePosition 1 is already given in row 1$/,
    ],
    [
      'a non-starter who won stages',
      (rows) =>
        rows.map((r, i) =>
          i === 0
            ? { ...r, status: 'did_not_start', position: null, stageWins: 2, powerStagePosition: null }
            : r,
        ),
      /^Row 1 \(.+\): stageWins must be 0 for a driver who did not start$/,
    ],
    [
      'a category position without a category',
      (rows) => rows.map((r, i) => (i === 0 ? { ...r, category: null, categoryPosition: 1 } : r)),
      /^Row 1 \(.+\): categoryPosition needs a category$/,
    ],
    [
      'a position out of range',
      (rows) => rows.map((r, i) => (i === 0 ? { ...r, position: 0 } : r)),
      /^results\.0\.position: /,
    ],
    [
      'stage wins out of range',
      (rows) => rows.map((r, i) => (i === 0 ? { ...r, stageWins: 51 } : r)),
      /^results\.0\.stageWins: /,
    ],
    [
      'a huge number',
      (rows) => rows.map((r, i) => (i === 0 ? { ...r, championshipPoints: 1e300 } : r)),
      /^results\.0\.championshipPoints: /,
    ],
    [
      'a wrong type',
      (rows) => rows.map((r, i) => (i === 0 ? { ...r, position: '1' } : r)),
      /^results\.0\.position: /,
    ],
    [
      'an unknown status',
      (rows) => rows.map((r, i) => (i === 0 ? { ...r, status: 'crashed' } : r)),
      /^results\.0\.status: /,
    ],
    [
      'an unknown field',
      (rows) => rows.map((r, i) => (i === 0 ? { ...r, fantasyPoints: 99 } : r)),
      /^results\.0: /,
    ],
    [
      'a control character in the time',
      (rows) => rows.map((r, i) => (i === 0 ? { ...r, time: 'a\u0007b' } : r)),
      /^results\.0\.time: must not contain control characters$/,
    ],
  ];

  it.each(cases)('refuses %s with a message naming the row and field', async (_label, mutate, message) => {
    const rows = await publishedRows();
    const before = await state();
    const res = await put(roundNine, mutate(rows));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; details?: { issues: { row: number; field: string }[] } }>();
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(await state()).toEqual(before);
  });

  it('refuses a body that is not an object of results', async () => {
    const before = await state();
    for (const payload of [[], { results: 'x' }, { results: [], extra: 1 }]) {
      const res = await admin.request({
        method: 'PUT',
        url: `/api/admin/events/${roundNine}/results`,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await state()).toEqual(before);
  });
});

describe('drafts and publishing', () => {
  it('saves a draft without touching the published results, then publishes it', async () => {
    const rows = await publishedRows();
    const publicBefore = (await admin.get(`/api/events/${roundNine}/results`)).json<unknown>();
    // Swap the winner and the runner-up.
    const swapped = rows.map((r) =>
      r.position === 1 ? { ...r, position: 2 } : r.position === 2 ? { ...r, position: 1 } : r,
    );
    const saved = await put(roundNine, swapped);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<AdminEventResultsResponse>();
    expect(body.publish.state).toBe('published_with_draft');
    expect(body.draft).toEqual(swapped);
    expect((await admin.get(`/api/events/${roundNine}/results`)).json<unknown>()).toEqual(publicBefore);

    const published = await admin.post(`/api/admin/events/${roundNine}/publish`, {});
    expect(published.statusCode).toBe(202);
    const { jobId } = published.json<{ jobId: number }>();
    const queued = (await admin.get(`/api/admin/jobs/${jobId}`)).json<{ status: string; progress: number }>();
    expect(queued).toMatchObject({ status: 'queued', progress: 0 });
    await drainScoringJobs(t.database.db);
    const done = (await admin.get(`/api/admin/jobs/${jobId}`)).json<{
      status: string;
      progress: number;
      steps: { status: string }[];
    }>();
    expect(done).toMatchObject({ status: 'succeeded', progress: 100 });
    const after = (
      await admin.get(`/api/admin/events/${roundNine}/results`)
    ).json<AdminEventResultsResponse>();
    expect(after.publish.state).toBe('published');
    const winner = after.published.find((r) => r.position === 1);
    expect(winner?.driverId).toBe(rows.find((r) => r.position === 2)?.driverId);
    expect(winner?.fantasyPoints).toBe(driverEventPoints({ ...winner! }));

    // Put it back so later tests see the seed's facts.
    expect((await put(roundNine, rows)).statusCode).toBe(200);
    await admin.post(`/api/admin/events/${roundNine}/publish`, {});
    await drainScoringJobs(t.database.db);
  });

  it('refuses to publish an event that has not started (database clock; game-rules §2.5)', async () => {
    const before = await state();
    const res = await admin.post(`/api/admin/events/${roundTen}/publish`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Results can only be published once the event has started' });
    expect(await state()).toEqual(before);
  });

  it('refuses to publish an event with nothing saved', async () => {
    await t.database.db.execute(
      sql`UPDATE events SET start_date = app_now() - interval '1 hour' WHERE id = ${roundTen}`,
    );
    try {
      const before = await state();
      const res = await admin.post(`/api/admin/events/${roundTen}/publish`, {});
      expect(res.json()).toMatchObject({ message: 'Save the results before publishing' });
      expect(res.statusCode).toBe(400);
      expect(await state()).toEqual(before);
      // Started but unpublished: the event reads as active on every route.
      expect((await admin.get(`/api/events/${roundTen}`)).json()).toMatchObject({ status: 'active' });
    } finally {
      await t.database.db.execute(
        sql`UPDATE events SET start_date = app_now() + interval '3 days' WHERE id = ${roundTen}`,
      );
    }
  });

  it('answers 404 for an unknown job or event', async () => {
    expect((await admin.get('/api/admin/jobs/999999')).json()).toMatchObject({ message: 'Job not found' });
    expect((await admin.post('/api/admin/events/999999/publish', {})).statusCode).toBe(404);
  });
});

describe('imports', () => {
  it('imports an event by driver names as its draft', async () => {
    const rows = await publishedRows();
    const names = new Map(entries.map((e) => [e.driverId, e.driverName]));
    const results = rows.map(({ driverId, ...r }) => ({ driver: names.get(driverId), ...r }));
    const res = await admin.post(`/api/admin/events/${roundNine}/results/import`, { results });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminEventResultsResponse>().draft).toEqual(rows);
    await t.database.db.delete(resultDrafts);
    await t.database.db.update(events).set({ resultsDraftSavedAt: null });
  });

  it('refuses an import with a bad row, naming it, and writes nothing', async () => {
    const rows = await publishedRows();
    const before = await state();
    const unknown = rows.map(({ driverId, ...r }, i) =>
      i === 1 ? { driver: 'Nobody Atall', ...r } : { driverId, ...r },
    );
    const res = await admin.post(`/api/admin/events/${roundNine}/results/import`, { results: unknown });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Row 2: driver "Nobody Atall" is not a known driver' });
    const badField = rows.map((r, i) => (i === 2 ? { ...r, stageWins: -1 } : r));
    const res2 = await admin.post(`/api/admin/events/${roundNine}/results/import`, { results: badField });
    expect(res2.statusCode).toBe(400);
    expect(res2.json<{ message: string }>().message).toMatch(/^results\.2\.stageWins: /);
    expect(await state()).toEqual(before);
  });

  it('imports a season only when every event and row is valid', async () => {
    const rows = await publishedRows();
    const before = await state();
    const good = { round: 9, results: rows };
    const badRound = await admin.post('/api/admin/season/import', {
      season: 2026,
      events: [good, { round: 77, results: [] }],
    });
    expect(badRound.statusCode).toBe(400);
    expect(badRound.json()).toMatchObject({ message: 'Event 2: round 77 is not an event of season 2026' });
    const badRow = await admin.post('/api/admin/season/import', {
      season: 2026,
      events: [good, { round: 8, results: [{ driverId: 999_999, status: 'finished', position: 1 }] }],
    });
    expect(badRow.statusCode).toBe(400);
    expect(badRow.json()).toMatchObject({
      message: "Round 8: Row 1: driverId 999999 is not on this event's entry list",
    });
    expect(await state()).toEqual(before);

    const ok = await admin.post('/api/admin/season/import', { season: 2026, events: [good] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ events: [{ eventId: roundNine, round: 9, rows: rows.length }], jobIds: [] });
    const [d] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(resultDrafts);
    expect(d?.n).toBe(rows.length);
  });
});
