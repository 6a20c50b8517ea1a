import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { latestMigrationMillis } from '../../db/client';

let expected: number | undefined;

export type Readiness = 'ok' | 'database unreachable' | 'database not migrated';

/**
 * Whether the database answers and carries every migration this build ships. drizzle's migrator records each
 * applied migration's journal timestamp in drizzle.__drizzle_migrations.
 */
export async function checkReadiness(db: Db): Promise<Readiness> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    return 'database unreachable';
  }
  try {
    const result = await db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`);
    const rows = (result as unknown as { rows?: { latest: string | null }[] }).rows ?? (result as unknown as { latest: string | null }[]);
    const latest = Number(rows[0]?.latest ?? 0);
    return latest >= (expected ??= latestMigrationMillis()) ? 'ok' : 'database not migrated';
  } catch {
    // No migrations table at all.
    return 'database not migrated';
  }
}
