import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/**
 * Fixtures for events that have already started write predictions the lock of migration 0003 refuses at
 * COMMIT. Trusted set-up opts out for its own transaction only, exactly as the migration documents.
 */
export function withoutPredictionLock<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('rally.prediction_lock', 'off', true)`);
    return write(tx);
  });
}
