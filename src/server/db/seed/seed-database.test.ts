import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { databaseNow } from '../clock.repo';
import {
  achievements,
  driverPrices,
  drivers,
  eventEntries,
  eventResults,
  events,
  fantasyTeamDrivers,
  fantasyTeams,
  resultDrafts,
  stages,
  systemConfig,
  teams,
  users,
} from '../schema/index';
import { driverEventPoints } from '@shared/game/driver-points';
import { applyPriceChange, expectedPoints, priceChange } from '@shared/game/market';
import { buildDemoSeason } from './demo-season';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-database';
import { seedDatabase } from './seed-database';

// The game clock's today, as the seed's own default: a fixed date fails once its first upcoming rally starts.
let TODAY: Date;
let expected: ReturnType<typeof buildDemoSeason>;

// The seed's smoke on each engine, from a migrated database of its own (its migration ran in the global setup).
describe.each(testDatabaseKinds('smoke'))('seedDatabase on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    TODAY = await databaseNow(database.db);
    expected = buildDemoSeason(TODAY);
  });

  afterAll(async () => {
    await database.close();
  });

  async function counts() {
    const { db } = database;
    const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return {
      teams: await n(teams),
      drivers: await n(drivers),
      events: await n(events),
      stages: await n(stages),
      entries: await n(eventEntries),
      results: await n(eventResults),
      prices: await n(driverPrices),
      achievements: await n(achievements),
    };
  }

  describe('a fresh seed, again and reset', () => {
    it('seeds an empty database with the demo season', async () => {
      expect(await seedDatabase(database.db, { today: TODAY })).toEqual({ seeded: true });
      expect(await counts()).toEqual({
        teams: expected.teams.length,
        drivers: expected.drivers.length,
        events: 14,
        stages: expected.stages.length,
        entries: expected.entries.length,
        results: expected.results.length,
        // The opening row per driver plus one per driver and published event (the engine's price history).
        prices: expected.prices.length + expected.drivers.length * 9,
        achievements: 10,
      });
      const config = await database.db.select().from(systemConfig);
      expect(config.map((c) => [c.configKey, c.configValue])).toContainEqual([
        'registration_enabled',
        'true',
      ]);
    });

    it('links rows by id and stores the real Monte-Carlo winner', async () => {
      const rows = await database.db.query.events.findMany({ where: (e, { eq }) => eq(e.round, 1) });
      const monteCarlo = rows[0];
      expect(monteCarlo?.status).toBe('completed');
      const winner = await database.db.query.eventResults.findFirst({
        where: (r, { and, eq }) => and(eq(r.eventId, monteCarlo?.id ?? -1), eq(r.position, 1)),
      });
      const driver = await database.db.query.drivers.findFirst({
        where: (d, { eq }) => eq(d.id, winner?.driverId ?? -1),
      });
      expect(driver?.name).toBe('Oliver Solberg');
      expect(winner?.isReal).toBe(true);
    });

    it('publishes the completed events through the engine: points, prices and form follow the shared rules', async () => {
      const { db } = database;
      const evs = await db.select().from(events).orderBy(events.round);
      expect(evs.map((e) => e.status)).toEqual([...Array(9).fill('completed'), ...Array(5).fill('upcoming')]);
      for (const e of evs.slice(0, 9))
        expect(e.resultsPublishedAt).toEqual(expected.events[e.round - 1]?.publishAt);
      const results = await db.select().from(eventResults);
      for (const r of results) expect(r.fantasyPoints).toBe(driverEventPoints(r));
      const driverRows = await db.select().from(drivers);
      const completedIds = new Map(evs.slice(0, 9).map((e) => [e.id, e]));
      for (const d of driverRows) {
        const mine = results.filter((r) => r.driverId === d.id);
        expect(d.points).toBe(mine.reduce((t, r) => t + r.fantasyPoints, 0));
        // Replay the public formula by hand over the events in order.
        let price = expected.drivers.find((x) => x.name === d.name)?.basePrice ?? 0;
        const history: number[] = [];
        for (const e of evs.slice(0, 9)) {
          const r = mine.find((x) => x.eventId === e.id);
          if (!r) continue;
          price = applyPriceChange(price, priceChange(r.fantasyPoints, expectedPoints(history))).price;
          history.push(r.fantasyPoints);
        }
        expect(d.price).toBe(price);
        expect(d.price % 100_000).toBe(0);
        expect(completedIds.size).toBe(9);
      }
      expect(await db.select({ n: count() }).from(resultDrafts)).toEqual([{ n: 0 }]);
    });

    it('does nothing the second time without reset', async () => {
      const before = await counts();
      expect(await seedDatabase(database.db, { today: TODAY })).toEqual({ seeded: false });
      expect(await counts()).toEqual(before);
    });

    it('rebuilds everything with reset, removing game data but keeping users', async () => {
      const before = await counts();
      const { db } = database;
      await db.insert(users).values({ id: 'u1', name: 'Demo', email: 'demo@example.com', username: 'demo' });
      const [team] = await db
        .insert(fantasyTeams)
        .values({ userId: 'u1', name: 'Team', spentBudget: 1_000_000 })
        .returning();
      const [driver] = await db.select().from(drivers).limit(1);
      if (!team || !driver) throw new Error('setup failed');
      await db
        .insert(fantasyTeamDrivers)
        .values({ teamId: team.id, driverId: driver.id, purchasePrice: driver.price });

      expect(await seedDatabase(db, { today: TODAY, reset: true })).toEqual({ seeded: true });
      expect(await counts()).toEqual(before);
      expect(await db.select({ n: count() }).from(fantasyTeams)).toEqual([{ n: 0 }]);
      expect(await db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
    });
  });
});
