// `node --import tsx bench/purchase-throughput.ts`: purchase/sale throughput of the fantasy service, the
// transaction that locks the team row (docs/decisions/0051-purchase-locking-and-lineup-history.md). Two figures: many teams in parallel (the lock only
// serialises one team, so this should scale with connections) and all workers on ONE team (fully
// serialised by the lock: the worst case). Runs on BENCH_DATABASE_URL (PostgreSQL) or in-memory PGlite.
// Figures, not pass/fail: compare them between commits on the same machine.
import crypto from 'node:crypto';
import { asc } from 'drizzle-orm';
import { fromPostgres, openPglite, type Db } from '../src/server/db/client';
import { drivers, fantasyTeams, users } from '../src/server/db/schema/index';
import { seedDatabase } from '../src/server/db/seed/seed-database';
import { AppError } from '../src/server/http/app-error';
import { purchaseDriver, removeDriver } from '../src/server/modules/fantasy/fantasy.service';

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const url = process.env.BENCH_DATABASE_URL;

const database = url ? fromPostgres(url, concurrency + 5) : await openPglite();
await database.migrate();
await seedDatabase(database.db, { today: new Date('2026-11-22T12:00:00Z') });
const db: Db = database.db;
const driverIds = (await db.select({ id: drivers.id }).from(drivers).orderBy(asc(drivers.price))).map((d) => d.id);

async function makeTeams(n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, () => `bench-${crypto.randomUUID()}`);
  await db.insert(users).values(ids.map((id) => ({ id, name: id, email: `${id}@example.com`, username: id })));
  await db.insert(fantasyTeams).values(ids.map((userId) => ({ userId, name: `Team ${userId.slice(6, 12)}` })));
  return ids;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Each worker buys a cheap driver and sells it again, back to back, on the team it is given. */
async function run(name: string, teamOf: (worker: number) => string) {
  const latencies: number[] = [];
  let refused = 0;
  let failed = 0;
  const end = performance.now() + durationMs;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      const userId = teamOf(w);
      const driverId = driverIds[w % driverIds.length]!;
      let buy = true;
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await (buy ? purchaseDriver(db, userId, driverId) : removeDriver(db, userId, driverId));
          buy = !buy;
        } catch (error) {
          // On a shared team a rule refusal (full, already held) is a normal answer, not a failure.
          if (error instanceof AppError) {
            refused += 1;
            buy = !buy;
          } else failed += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(38)} ${String(Math.round(latencies.length / seconds)).padStart(6)} tx/s` +
      `  p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms` +
      `  p99 ${percentile(latencies, 99).toFixed(1)} ms  refused ${refused}  errors ${failed}`,
  );
}

console.log(`database ${database.kind}, ${concurrency} workers, ${durationMs} ms per scenario`);
const many = await makeTeams(concurrency);
await run(`${concurrency} teams in parallel`, (w) => many[w]!);
const [one] = await makeTeams(1);
await run('all workers on one team (lock bound)', () => one!);
await database.close();
