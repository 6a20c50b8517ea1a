import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketDriver, MarketTrend } from '@shared/api/market';
import { percentChange } from '@shared/game/market';
import { driverPrices, drivers } from '../../db/schema/index';
import { MESSAGES } from '../../http/app-error';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())('market API (%s)', (kind) => {
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ kind, seeded: true });
    client = new TestClient(t.app);
    await client.signUp(uniqueUser('trader'));
  });
  afterAll(async () => t.close());

  it.each(['/api/market/drivers', '/api/market/trends'])('%s needs a signed-in user', async (url) => {
    const res = await new TestClient(t.app).get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.unauthenticated);
  });

  it('lists every driver with price, points, form and the change of his latest price row (game-rules §9.5)', async () => {
    const res = await client.get('/api/market/drivers');
    expect(res.statusCode).toBe(200);
    const list: MarketDriver[] = res.json().drivers;
    const total = await t.database.db.select({ id: drivers.id }).from(drivers);
    expect(list).toHaveLength(total.length);
    for (const d of list.slice(0, 8)) {
      const [latest] = await t.database.db
        .select()
        .from(driverPrices)
        .where(eq(driverPrices.driverId, d.id))
        .orderBy(desc(driverPrices.createdAt), desc(driverPrices.id))
        .limit(1);
      const change = latest?.change ?? 0;
      expect(d.priceChange).toBe(change);
      expect(d.percentChange).toBe(percentChange(d.price - change, change));
      // One decimal at most.
      expect(Math.round(d.percentChange * 10) / 10).toBe(d.percentChange);
    }
    // The demo season moved prices, so the market shows real changes, not only zeros.
    expect(list.some((d) => d.priceChange !== 0)).toBe(true);
  });

  it('leaves the drivers of the own team out of the list, and only the own team', async () => {
    const buyer = new TestClient(t.app);
    await buyer.signUp(uniqueUser('buyer'));
    await buyer.post('/api/fantasy/team', { name: 'Buyers' });
    const before: MarketDriver[] = (await buyer.get('/api/market/drivers')).json().drivers;
    const bought = before[before.length - 1]!;
    expect((await buyer.post('/api/fantasy/team/drivers', { driverId: bought.id })).statusCode).toBe(201);
    const after: MarketDriver[] = (await buyer.get('/api/market/drivers')).json().drivers;
    expect(after.map((d) => d.id)).not.toContain(bought.id);
    expect(after).toHaveLength(before.length - 1);
    // Somebody else's purchase does not hide the driver from this user.
    const others: MarketDriver[] = (await client.get('/api/market/drivers')).json().drivers;
    expect(others.map((d) => d.id)).toContain(bought.id);
  });

  it('trends: at most 3 drivers with a non-zero change, largest absolute percent change first (game-rules §9.6)', async () => {
    const res = await client.get('/api/market/trends');
    expect(res.statusCode).toBe(200);
    const trends: MarketTrend[] = res.json().trends;
    expect(trends.length).toBeGreaterThan(0);
    expect(trends.length).toBeLessThanOrEqual(3);
    expect(trends.every((x) => x.priceChange !== 0)).toBe(true);
    const market: MarketDriver[] = (await client.get('/api/market/drivers')).json().drivers;
    const biggest = market
      .filter((d) => d.priceChange !== 0)
      .map((d) => Math.abs(d.percentChange))
      .sort((a, b) => b - a)
      .slice(0, 3);
    expect(trends.map((x) => Math.abs(x.percentChange))).toEqual(biggest);
  });

  it('trends are empty when no latest price row moved a price', async () => {
    const fresh = await createTestApp({ kind, seeded: true });
    try {
      await fresh.database.db.update(driverPrices).set({ change: 0 });
      const c = new TestClient(fresh.app);
      await c.signUp(uniqueUser('calm'));
      expect((await c.get('/api/market/trends')).json()).toEqual({ trends: [] });
      const list: MarketDriver[] = (await c.get('/api/market/drivers')).json().drivers;
      expect(list.every((d) => d.priceChange === 0 && d.percentChange === 0)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
