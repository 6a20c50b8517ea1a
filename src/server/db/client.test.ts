import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { fromPostgres } from './client';

// docs/decisions/0209: the app's connections run without JIT, whatever the server's default; a compile of tens
// of milliseconds on a short read would cost more than the read.
it.skipIf(!process.env.TEST_DATABASE_URL)('the pool opens its PostgreSQL connections with JIT off', async () => {
  const database = fromPostgres(process.env.TEST_DATABASE_URL as string, 1);
  try {
    const server = (await database.db.execute(sql`SELECT current_setting('jit') AS jit, (SELECT reset_val FROM pg_settings WHERE name = 'jit') AS session_default`)) as unknown as {
      rows: { jit: string; session_default: string }[];
    };
    expect(server.rows[0]).toEqual({ jit: 'off', session_default: 'off' });
  } finally {
    await database.close();
  }
});
