import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The world's game clock, moved through the test server's clock control (src/server/testing/clock-control.routes.ts).
 * Tests move it forward only, as real time does: a journey that needs its rally to start moves the clock past
 * the start instead of waiting for it. Pages set their own clock by the server's when they load
 * (src/web/lib/clock.ts), so move the clock before opening the page that should see it.
 */
export class GameClock {
  constructor(private readonly api: APIRequestContext) {}

  async now(): Promise<Date> {
    const res = await this.api.get('/api/site/time');
    expect(res.ok(), await res.text()).toBe(true);
    return new Date(((await res.json()) as { now: string }).now);
  }

  private async move(body: Record<string, unknown>): Promise<Date> {
    const res = await this.api.post('/api/test/clock', { data: body });
    expect(res.ok(), await res.text()).toBe(true);
    return new Date(((await res.json()) as { now: string }).now);
  }

  /** Forward by `ms`. */
  advance(ms: number): Promise<Date> {
    return this.move({ by: ms });
  }

  /** To `at` (which should not be in the past), running on from there. */
  set(at: Date): Promise<Date> {
    return this.move({ to: at.toISOString() });
  }
}

/** The game clock's "now", read with the page's own request context. */
export async function gameNow(page: { request: APIRequestContext }): Promise<Date> {
  const res = await page.request.get('/api/site/time');
  expect(res.ok(), await res.text()).toBe(true);
  return new Date(((await res.json()) as { now: string }).now);
}
