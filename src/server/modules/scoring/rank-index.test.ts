import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { fantasyTeams, userStatistics, users } from '../../db/schema/index';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-database';
import type { Database } from '../../db/client';
import { writeUserStatistics } from './scoring.repo';

/**
 * The publish drops the leaderboard's rank index before refilling user_statistics and builds it again after
 * (docs/decisions/0212): it must come back, with the migration's definition, and the ranks must read through it.
 */
describe.each(testDatabaseKinds())('the rank index through a publish on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    await db.insert(users).values(
      ['ri-a', 'ri-b'].map((id) => ({ id, name: id, email: `${id}@example.com`, username: id.replace('-', '_') })),
    );
    await db.insert(fantasyTeams).values([
      { userId: 'ri-a', name: 'Index A', createdAt: new Date('2026-01-01T00:00:00Z') },
      { userId: 'ri-b', name: 'Index B', createdAt: new Date('2026-01-02T00:00:00Z') },
    ]);
  });
  afterAll(async () => database.close());

  const indexDefinition = async () => {
    const res = await database.db.execute(
      sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'user_statistics' AND indexname = 'user_statistics_global_rank_idx'`,
    );
    return (res as unknown as { rows: { indexdef: string }[] }).rows.map((r) => r.indexdef);
  };

  it('is there after the migrations and again after a rewrite, ranks written', async () => {
    const before = await indexDefinition();
    expect(before).toHaveLength(1);
    expect(before[0]).toContain('WHERE (global_rank IS NOT NULL)');
    // The engine runs it inside a publish step's transaction (its work table is dropped at the commit).
    await database.db.transaction(async (tx) => {
      await writeUserStatistics(tx as unknown as Db, 2026);
    });
    expect(await indexDefinition()).toEqual(before);
    // No scores: both on 0, the earlier team first (§7.6).
    const rows = await database.db.select({ userId: userStatistics.userId, rank: userStatistics.globalRank }).from(userStatistics).orderBy(userStatistics.globalRank);
    expect(rows).toEqual([
      { userId: 'ri-a', rank: 1 },
      { userId: 'ri-b', rank: 2 },
    ]);
  });
});
