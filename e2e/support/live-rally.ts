import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { moveClockPast, publishResults, rallyStartingSoon, resultRow } from './rallies';
import { uniqueTag } from './users';

export interface LiveRally {
  id: number;
  name: string;
  stageId: number;
}

/**
 * A rally of the admin's making that is running (issue 29): the drivers entered, one stage, the start a minute
 * ahead, then the world's clock moved past it.
 */
export async function startLiveRally(admin: APIRequestContext, driverIds: number[]): Promise<LiveRally> {
  const { start, ...event } = await rallyStartingSoon(admin, `E2E Live Rally ${uniqueTag()}`, driverIds);
  const stage = await admin.post(`/api/admin/events/${event.id}/stages`, {
    data: { number: 1, name: 'Harju', length: 2.3, startTime: null, isPowerStage: false },
  });
  expect(stage.status(), await stage.text()).toBe(201);
  await moveClockPast(admin, start);
  return { id: event.id, name: event.name, stageId: ((await stage.json()) as { id: number }).id };
}

/** Publishes the rally's stage with the drivers' times in order, 2.1 s apart (as the console's save does). */
export async function publishStage(admin: APIRequestContext, rally: LiveRally, driverIds: number[]): Promise<void> {
  const results = driverIds.map((driverId, i) => ({ driverId, status: 'finished', time: `2:${String(i * 2 + 10).padStart(2, '0')}.1` }));
  const saved = await admin.put(`/api/admin/events/${rally.id}/live/stages/${rally.stageId}`, { data: { revision: 0, results } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/**
 * Publishes the rally's final results, the drivers finishing in the order given. A test that started a live rally
 * ends it: until its results are published it stays the running event, which the header badge shows to every
 * later test of the world.
 */
export async function finishLiveRally(admin: APIRequestContext, rally: LiveRally, driverIds: number[]): Promise<void> {
  await publishResults(admin, rally.id, driverIds.map((driverId, i) => resultRow(driverId, i + 1)));
}
