import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutPredictionLock } from '../../test/prediction-lock';
import { predictionPoints } from '@shared/game/prediction-points';
import type { Database } from '../../db/client';
import { drivers, eventResults, events, predictionResults, predictions, users } from '../../db/schema/index';
import { createTestDatabase } from '../../test/test-database';
import { scorePredictions } from './scoring.repo';

/**
 * scorePredictions mirrors predictionPoints() in SQL so a million predictions are one UPDATE. This test
 * proves they agree: every ordered pick of three out of five drivers, against a full podium and against
 * a podium with an empty third place.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const podiums: [string, (number | undefined)[]][] = [
  ['a full podium', [0, 1, 2]],
  ['a podium whose third place is empty', [0, 1, undefined]],
];

describe('prediction points in SQL (game-rules §6.2, §6.3)', () => {
  it.each(podiums)('equal the pure rule for every pick against %s', async (_label, podiumIdx) => {
    const { db } = database;
    const ds = await db
      .insert(drivers)
      .values([0, 1, 2, 3, 4].map((i) => ({ name: `P${_label.length}-${i}`, price: 1_000_000 })))
      .returning({ id: drivers.id });
    const ids = ds.map((d) => d.id);
    const [ev] = await db
      .insert(events)
      .values({
        season: 2026,
        round: _label.length,
        name: _label,
        country: 'X',
        startDate: new Date(0),
        endDate: new Date(0),
        surfaceType: 'gravel',
      })
      .returning({ id: events.id });
    const eventId = ev?.id ?? 0;
    // The podium's finishers; every other driver retired.
    await db.insert(eventResults).values(
      ids.map((driverId) => {
        const place = podiumIdx.findIndex((i) => i !== undefined && ids[i] === driverId);
        return place >= 0
          ? { eventId, driverId, status: 'finished' as const, position: place + 1 }
          : { eventId, driverId, status: 'retired' as const, position: null };
      }),
    );
    const picks: [number, number, number][] = [];
    for (const a of ids)
      for (const b of ids) for (const c of ids) if (a !== b && b !== c && a !== c) picks.push([a, b, c]);
    const expected = new Map<number, number>();
    for (const [n, pick] of picks.entries()) {
      const userId = `${_label.length}-${n}`;
      await db
        .insert(users)
        .values({ id: userId, name: userId, email: `${userId}@p.test`, username: `p${userId}` });
      const p = await withoutPredictionLock(db, async (tx) => {
        const [row] = await tx
          .insert(predictions)
          .values({ userId, eventId })
          .returning({ id: predictions.id });
        await tx
          .insert(predictionResults)
          .values(pick.map((driverId, i) => ({ predictionId: row?.id ?? 0, position: i + 1, driverId })));
        return row;
      });
      expected.set(
        p?.id ?? 0,
        predictionPoints(
          pick,
          podiumIdx.map((i) => (i === undefined ? undefined : ids[i])),
        ),
      );
    }
    expect(await scorePredictions(db, eventId)).toBe(picks.length);
    const got = (
      (await db.execute(sql`SELECT id, points FROM predictions WHERE event_id = ${eventId}`)) as unknown as {
        rows: { id: number; points: number }[];
      }
    ).rows;
    expect(new Map(got.map((r) => [r.id, r.points]))).toEqual(expected);
    // Every kind of score occurs, so the comparison covers each branch.
    expect(new Set(expected.values())).toEqual(
      podiumIdx[2] === undefined ? new Set([10, 5, 0]) : new Set([15, 10, 5, 3, 0]),
    );
  });
});
