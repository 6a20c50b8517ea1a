import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { freshenLeagueTables } from '../lib/league-positions.repo';

/**
 * A publish leaves league tables to their first read (docs/decisions/0219): a test that reads
 * `league_members` straight from the database reads them as a player would see them after this.
 */
export async function freshenEveryLeagueTable(db: Db): Promise<void> {
  const res = (await db.execute(sql`SELECT id FROM leagues ORDER BY id`)) as unknown as {
    rows: { id: number }[];
  };
  await freshenLeagueTables(db, { leagueIds: res.rows.map((r) => Number(r.id)) });
}
