import { asc, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsResponse } from '@shared/api/players';
import type { PredictionView } from '@shared/api/predictions';
import { eventResults, events, predictionResults, predictions } from '../../db/schema/index';
import { withoutPredictionLock } from '../../test/prediction-lock';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { publishNow } from '../scoring/index';

/**
 * Prediction accuracy as the rules page defines it (issue 30, part 5; docs/game-rules.md §6.4): a prediction
 * is correct when it scored more than 0, accuracy is correct / scored in whole percent, and each scored
 * prediction is shown with its points and the kind of hit (§6.2). Every expected figure below is written by
 * hand from the rules, never computed by the code under test.
 */
let t: TestApp;
/** The three latest published rallies of the demo season, oldest first, with their classified top five. */
let rallies: { id: number; name: string; top: number[] }[];

async function player(prefix: string): Promise<{ client: TestClient; id: string }> {
  const client = new TestClient(t.app);
  const res = await client.signUp(uniqueUser(prefix));
  expect(res.statusCode, res.body).toBe(200);
  return { client, id: res.json<{ user: { id: string } }>().user.id };
}

/** A prediction on a rally that already ran (trusted fixture: the lock is off for this write only). */
async function predict(userId: string, eventId: number, picks: readonly [number, number, number]) {
  await withoutPredictionLock(t.database.db, async (tx) => {
    const [p] = await tx.insert(predictions).values({ userId, eventId }).returning();
    await tx.insert(predictionResults).values(picks.map((driverId, i) => ({ predictionId: p!.id, position: i + 1, driverId })));
  });
}

let mixed: TestClient;
let single: TestClient;

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  const db = t.database.db;
  const latest = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(isNotNull(events.resultsPublishedAt))
    .orderBy(desc(events.startDate))
    .limit(3);
  rallies = [];
  for (const e of latest.reverse()) {
    const rows = await db.select().from(eventResults).where(eq(eventResults.eventId, e.id)).orderBy(asc(eventResults.position));
    const top = rows.filter((r) => r.status === 'finished' && r.position !== null && r.position <= 5).map((r) => r.driverId);
    expect(top).toHaveLength(5);
    rallies.push({ ...e, top });
  }
  const [r1, r2, r3] = rallies as [(typeof rallies)[0], (typeof rallies)[0], (typeof rallies)[0]];
  const [a1, b1, c1] = r1.top as [number, number, number];
  const [a2, , , d2, e2] = r2.top as [number, number, number, number, number];
  const [, , , d3, e3] = r3.top as [number, number, number, number, number];

  const m = await player('mixed');
  mixed = m.client;
  await predict(m.id, r1.id, [a1, b1, c1]); // the exact podium: 15
  await predict(m.id, r2.id, [a2, d2, e2]); // the winner in place, the others off the podium: 5
  await predict(m.id, r3.id, [d3, e3, r3.top[0]!]); // the winner, in third: no place right, not all three: 0

  const s = await player('single');
  single = s.client;
  await predict(s.id, r2.id, [a2, e2, d2]); // one place right, as in the issue: 5

  for (const r of rallies) await publishNow(db, r.id);
}, 180_000);
afterAll(async () => t.close());

describe('prediction accuracy (game-rules §6.4)', () => {
  it('counts 15, 5 and 0 as 2 of 3 correct, 67 %, 20 points, and lists each with its kind of hit', async () => {
    const body = (await mixed.get('/api/me/statistics')).json<StatsResponse>();
    expect(body.predictions).toEqual({ total: 3, correct: 2, accuracy: 67, pointsEarned: 20 });
    const [r1, r2, r3] = rallies;
    expect(body.scoredPredictions.map(({ eventId, eventName, points, hit }) => ({ eventId, eventName, points, hit }))).toEqual([
      { eventId: r3!.id, eventName: r3!.name, points: 0, hit: 'none' },
      { eventId: r2!.id, eventName: r2!.name, points: 5, hit: 'oneExact' },
      { eventId: r1!.id, eventName: r1!.name, points: 15, hit: 'perfect' },
    ]);
  });

  it('counts one place right as 1 of 1 correct, 100 %, and says it was one place for 5 points', async () => {
    const body = (await single.get('/api/me/statistics')).json<StatsResponse>();
    expect(body.predictions).toEqual({ total: 1, correct: 1, accuracy: 100, pointsEarned: 5 });
    expect(body.scoredPredictions).toEqual([
      expect.objectContaining({ eventId: rallies[1]!.id, points: 5, hit: 'oneExact' }),
    ]);
  });

  it("shows the event's prediction with its points, its kind of hit and the same record", async () => {
    const view = (await mixed.get(`/api/predictions/${rallies[0]!.id}`)).json<PredictionView>();
    expect(view.prediction).toMatchObject({ isProcessed: true, points: 15 });
    expect(view.hit).toBe('perfect');
    expect(view.record).toEqual({ scored: 3, correct: 2, accuracy: 67, points: 20 });

    const missed = (await mixed.get(`/api/predictions/${rallies[2]!.id}`)).json<PredictionView>();
    expect(missed.prediction).toMatchObject({ isProcessed: true, points: 0 });
    expect(missed.hit).toBe('none');
  });

  it('has no kind of hit for a rally the player did not predict', async () => {
    const view = (await single.get(`/api/predictions/${rallies[0]!.id}`)).json<PredictionView>();
    expect(view.prediction).toBeNull();
    expect(view.hit).toBeNull();
    expect(view.record).toEqual({ scored: 1, correct: 1, accuracy: 100, points: 5 });
  });
});
