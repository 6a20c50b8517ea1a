import { expect } from 'vitest';
import type { ResultRow } from '@shared/api/admin-results';
import type { Surface } from '@shared/constants/enums';
import { drivers, eventEntries, events, teams } from '../db/schema/index';
import { DAY_MS } from '../db/seed/date-layout';
import { drainScoringJobs } from '../modules/scoring/index';
import type { TestApp, TestClient } from './test-app';

/**
 * A season of its own for an API test of the game's rules: one constructor's drivers, `${prefix} ${letter}`, at
 * €1.0M each, entered in every event, each event three days long from its start. Trusted set-up straight into the
 * database, as the admin's console would leave it; what the test checks then goes through the API.
 */
export async function insertSmallSeason<D extends string>(
  t: TestApp,
  spec: {
    season: number;
    constructor: string;
    prefix: string;
    letters: readonly D[];
    starts: readonly Date[];
    eventName: (round: number) => string;
    country: string;
    surfaceType: Surface;
  },
): Promise<{ driverIds: Record<D, number>; eventIds: number[] }> {
  const db = t.database.db;
  const [team] = await db.insert(teams).values({ name: spec.constructor }).returning();
  const rows = await db
    .insert(drivers)
    .values(
      spec.letters.map((letter) => ({
        name: `${spec.prefix} ${letter}`,
        teamId: team!.id,
        price: 1_000_000,
      })),
    )
    .returning();
  const driverIds = {} as Record<D, number>;
  for (const [i, row] of rows.entries()) driverIds[spec.letters[i]!] = row.id;
  const eventIds: number[] = [];
  for (const [i, start] of spec.starts.entries()) {
    const [ev] = await db
      .insert(events)
      .values({
        season: spec.season,
        round: i + 1,
        name: spec.eventName(i + 1),
        country: spec.country,
        startDate: start,
        endDate: new Date(start.getTime() + 3 * DAY_MS),
        surfaceType: spec.surfaceType,
      })
      .returning({ id: events.id });
    eventIds.push(ev!.id);
    await db.insert(eventEntries).values(rows.map((r) => ({ eventId: ev!.id, driverId: r.id })));
  }
  return { driverIds, eventIds };
}

/** The admin enters an event's results and publishes them; the scoring job runs to its end and succeeds. */
export async function publishResults(
  t: TestApp,
  admin: TestClient,
  eventId: number,
  results: ResultRow[],
): Promise<void> {
  const saved = await admin.request({
    method: 'PUT',
    url: `/api/admin/events/${eventId}/results`,
    payload: { results },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await admin.post(`/api/admin/events/${eventId}/publish`, {});
  expect(published.statusCode, published.body).toBe(202);
  await drainScoringJobs(t.database.db);
  const job = await admin.get(`/api/admin/jobs/${published.json<{ jobId: number }>().jobId}`);
  expect(job.json<{ status: string }>().status, job.body).toBe('succeeded');
}
