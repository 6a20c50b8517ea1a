import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventList, EventResultList } from '@shared/api/events';
import type { LiveEventResponse, LiveStatusResponse } from '@shared/api/live';
import type { EventEntryList } from '@shared/api/entries';
import { formatStageTime } from '@shared/game/stage-time';
import { livePublications } from '../../db/schema/index';
import { buildDemoSeason } from '../../db/seed/demo-season';
import { LIVE_STAGE_INTERVAL_MS } from '../../db/seed/live-rally';
import { seedDatabase } from '../../db/seed/seed-database';
import { createClock } from '../../lib/clock';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { drainScoringJobs } from '../scoring/index';
import { startDemoLiveWorker } from './demo-live-worker';
import { demoLivePassOrOver, runDemoLivePass } from './demo-live.service';

/**
 * The demo's rally in progress (issue 29 part 6, docs/decisions/0201): the season seeded as `npm start` seeds
 * it with DEMO_LIVE, then the game clock moved stage by stage while the worker's passes publish; everything
 * read back through the public live and event routes. Passes race as instances would, so on both engines.
 */

let t: TestApp;
let seededAt: Date;
let eventId = 0;
let start = 0;
let stageCount = 0;
const visitor = () => new TestClient(t.app);

/** The simulated times the seed made for stage `number`, by driver name, as the stage ranking shows them. */
function simulatedTimes(number: number): Map<string, string | null> {
  const stage = buildDemoSeason(seededAt, { liveRally: true }).liveRally!.stages[number - 1]!;
  return new Map(stage.results.map((r) => [r.driverName, r.timeMs === null ? null : formatStageTime(r.timeMs)]));
}

async function live(): Promise<LiveEventResponse> {
  const res = await visitor().get(`/api/events/${eventId}/live`);
  expect(res.statusCode).toBe(200);
  return res.json<LiveEventResponse>();
}

const pass = () => runDemoLivePass(t.database.db, createClockAt());
/** A pass sees the game clock as the app does; a clock of its own stands for another instance's. */
const createClockAt = () => createClock({ offsetMs: 0, frozenAtMs: t.clock.now().getTime() });

async function publications() {
  return t.database.db.select().from(livePublications).where(eq(livePublications.eventId, eventId));
}

describe.each(testDatabaseKinds('concurrency'))('the demo rally in progress (DEMO_LIVE) on %s', (kind) => {
  beforeAll(async () => {
    t = await createTestApp({ kind });
    // One instant for the whole block: the season is laid out around it and every move below is from it.
    seededAt = await t.clock.advance(0, { frozen: true });
    expect(await seedDatabase(t.database.db, { liveRally: true })).toEqual({ seeded: true });
    const events = (await visitor().get('/api/events')).json<EventList>().events;
    const rally = events.find((e) => e.status === 'active');
    expect(rally).toMatchObject({ round: 10 });
    expect(events.map((e) => e.status)).toEqual([...Array(9).fill('completed'), 'active', ...Array(4).fill('upcoming')]);
    eventId = rally!.id;
    start = new Date(rally!.startDate).getTime();
    stageCount = (await live()).event.stageCount;
  });
  afterAll(async () => t.close());

  it('has started before the seed, so predictions are closed, and nothing is published before a stage is due', async () => {
    expect(start).toBe(seededAt.getTime() - LIVE_STAGE_INTERVAL_MS);
    await t.clock.set(new Date(start + LIVE_STAGE_INTERVAL_MS - 1), { frozen: true });
    expect(await pass()).toEqual({ published: [], finalQueued: false });
    expect((await live()).event).toMatchObject({ status: 'active', publishedStageCount: 0 });

    const player = visitor();
    await player.signUp(uniqueUser('demolive'));
    const entries = (await visitor().get(`/api/events/${eventId}/entries`)).json<EventEntryList>().entries;
    const [first, second, third] = entries.map((e) => e.driverId);
    const res = await player.request({ method: 'PUT', url: `/api/predictions/${eventId}`, payload: { first, second, third } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json<{ message: string }>().message).toBe('Predictions are closed for this event');
  });

  it('publishes stage 1 at start + 2 min with the simulated times, and provisional points follow', async () => {
    await t.clock.set(new Date(start + LIVE_STAGE_INTERVAL_MS), { frozen: true });
    expect(await pass()).toEqual({ published: [1], finalQueued: false });
    const after = await live();
    expect(after.event).toMatchObject({ phase: 'live', publishedStageCount: 1 });
    expect(after.stages.map((s) => s.stage.published)).toEqual([true, ...Array(stageCount - 1).fill(false)]);
    const expected = simulatedTimes(1);
    expect(new Map(after.stages[0]!.ranking.map((r) => [r.driver.name, r.time]))).toEqual(expected);
    // Running drivers score by their place (§15.4): the leader 25 + 2 for finishing + 1 for winning the stage.
    expect(after.overall[0]).toMatchObject({ state: 'running', position: 1, provisionalPoints: 28 });
    expect(after.overall.every((r) => Number.isInteger(r.provisionalPoints))).toBe(true);
    const status = (await visitor().get('/api/live')).json<LiveStatusResponse>();
    expect(status.live).toEqual([expect.objectContaining({ eventId, stageNumber: 1 })]);
  });

  it('publishes stage 2 at start + 4 min once, however many passes run, at once or again', async () => {
    await t.clock.set(new Date(start + 2 * LIVE_STAGE_INTERVAL_MS), { frozen: true });
    const passes = await Promise.all([pass(), pass()]);
    expect(passes.flatMap((p) => p.published)).toEqual([2]);
    expect(await pass()).toEqual({ published: [], finalQueued: false });
    const after = await live();
    expect(after.event.publishedStageCount).toBe(2);
    expect(new Map(after.stages[1]!.ranking.map((r) => [r.driver.name, r.time]))).toEqual(simulatedTimes(2));
    expect(after.stages.slice(0, 2).map((s) => s.stage.revision)).toEqual([1, 1]);
    expect((await publications()).map((p) => [p.kind, p.correction])).toEqual([
      ['stage', false],
      ['stage', false],
    ]);
  });

  it('runs on the polling loop as the server starts it, on the game clock', async () => {
    await t.clock.set(new Date(start + 3 * LIVE_STAGE_INTERVAL_MS), { frozen: true });
    const errors: unknown[] = [];
    const worker = startDemoLiveWorker(t.database.db, createClockAt(), { intervalMs: 10, onError: (err) => errors.push(err) });
    try {
      await vi.waitFor(async () => expect((await live()).event.publishedStageCount).toBe(3), { timeout: 10_000, interval: 50 });
    } finally {
      await worker.stop();
    }
    expect(errors).toEqual([]);
    expect(await publications()).toHaveLength(3);
  });

  it('after the last stage, fills the results as the admin would and publishes them: the rally is completed', async () => {
    await t.clock.set(new Date(start + stageCount * LIVE_STAGE_INTERVAL_MS), { frozen: true });
    // Two instances at once: each remaining stage once, the final publish once.
    const last = await Promise.all([pass(), pass()]);
    expect(last.flatMap((p) => p.published).sort((a, b) => a - b)).toEqual(Array.from({ length: stageCount - 3 }, (_, i) => i + 4));
    expect(last.filter((p) => p.finalQueued)).toHaveLength(1);
    expect(await pass()).toEqual({ published: [], finalQueued: false });
    expect(await publications()).toHaveLength(stageCount);
    const provisional = (await live()).overall;

    await drainScoringJobs(t.database.db);
    const after = await live();
    expect(after.event).toMatchObject({ status: 'completed', phase: 'final', publishedStageCount: stageCount });
    const results = (await visitor().get(`/api/events/${eventId}/results`)).json<EventResultList>().results;
    // The official order is the overall after the last stage; retirements as the simulated result had them.
    const finishers = results.filter((r) => r.status === 'finished');
    expect(finishers.map((r) => r.driver.id)).toEqual(provisional.filter((p) => p.state === 'running').map((p) => p.driver.id));
    expect(results.filter((r) => r.status === 'retired').map((r) => r.driver.id).sort()).toEqual(
      provisional.filter((p) => p.state === 'retired').map((p) => p.driver.id).sort(),
    );
    // Championship points as the admin completes them: 25 for the win plus the Power Stage's.
    const ps = after.powerStage!.ranking.findIndex((r) => r.driver.id === finishers[0]!.driver.id);
    expect(finishers[0]!.points).toBe(25 + ([5, 4, 3, 2, 1][ps] ?? 0));
    expect(results.map((r) => r.fantasyPoints)).toEqual(results.map((r) => provisional.find((p) => p.driver.id === r.driver.id)!.provisionalPoints));
    expect((await visitor().get('/api/live')).json<LiveStatusResponse>().live).toEqual([]);
    // Over: later passes leave it alone.
    await t.clock.advance(60 * 60_000, { frozen: true });
    expect(await pass()).toEqual({ published: [], finalQueued: false });
  });

  it("tells the worker's loop that the rally is over, so it polls no more", async () => {
    expect(await demoLivePassOrOver(t.database.db, createClockAt())).toBe('over');
  });
});
