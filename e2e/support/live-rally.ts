import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import type { GameClock } from './clock';
import { freeRound } from './rallies';
import { uniqueTag } from './users';

export interface LiveRally {
  id: number;
  name: string;
  stageId: number;
}

/**
 * A rally of the admin's making that is running (issue 29): the drivers entered (car numbers in order), one stage,
 * the start a minute ahead, then the world's clock moved past it.
 */
export async function startLiveRally(admin: APIRequestContext, clock: GameClock, driverIds: number[]): Promise<LiveRally> {
  const now = await clock.now();
  const start = new Date(now.getTime() + 60_000);
  const created = await admin.post('/api/admin/events', {
    data: {
      season: now.getUTCFullYear(),
      round: await freeRound(admin, now.getUTCFullYear()),
      name: `E2E Live Rally ${uniqueTag()}`,
      country: 'Finland',
      location: null,
      description: null,
      imageUrl: null,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
      surfaceType: 'gravel',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: number; name: string };
  const entries = driverIds.map((driverId, i) => ({ driverId, carNumber: i + 1 }));
  const entered = await admin.put(`/api/admin/events/${event.id}/entries`, { data: { entries } });
  expect(entered.ok(), await entered.text()).toBe(true);
  const stage = await admin.post(`/api/admin/events/${event.id}/stages`, {
    data: { number: 1, name: 'Harju', length: 2.3, startTime: null, isPowerStage: false },
  });
  expect(stage.status(), await stage.text()).toBe(201);
  await clock.set(new Date(start.getTime() + 1000));
  return { id: event.id, name: event.name, stageId: ((await stage.json()) as { id: number }).id };
}

/** Publishes the rally's stage with the drivers' times in order, 2.1 s apart (as the console's save does). */
export async function publishStage(admin: APIRequestContext, rally: LiveRally, driverIds: number[]): Promise<void> {
  const results = driverIds.map((driverId, i) => ({ driverId, status: 'finished', time: `2:${String(i * 2 + 10).padStart(2, '0')}.1` }));
  const saved = await admin.put(`/api/admin/events/${rally.id}/live/stages/${rally.stageId}`, { data: { revision: 0, results } });
  expect(saved.ok(), await saved.text()).toBe(true);
}
