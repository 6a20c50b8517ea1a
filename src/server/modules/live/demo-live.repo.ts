import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { systemConfig } from '../../db/schema/index';
import { DEMO_LIVE_PLAN_KEY, demoLivePlanSchema, type DemoLivePlan } from './demo-live-plan';

type Conn = Db | Tx;

/** The demo rally's plan (docs/decisions/0201); null on a database that has none. */
export async function readDemoLivePlan(db: Conn) {
  const rows = await db.select({ value: systemConfig.configValue }).from(systemConfig).where(eq(systemConfig.configKey, DEMO_LIVE_PLAN_KEY));
  const value = rows[0]?.value;
  return value === undefined ? null : demoLivePlanSchema.parse(JSON.parse(value));
}

export async function saveDemoLivePlan(db: Conn, plan: DemoLivePlan): Promise<void> {
  const configValue = JSON.stringify(plan);
  await db
    .insert(systemConfig)
    .values({ configKey: DEMO_LIVE_PLAN_KEY, configValue })
    .onConflictDoUpdate({ target: systemConfig.configKey, set: { configValue, updatedAt: sql`app_now()` } });
}

export async function deleteDemoLivePlan(db: Conn): Promise<void> {
  await db.delete(systemConfig).where(eq(systemConfig.configKey, DEMO_LIVE_PLAN_KEY));
}

/**
 * Serialises the demo rally's final publish across instances until the transaction ends. A key of its own:
 * 731001 is the start-up lock (db/client.ts), 731010 the publish job's, 731020 league creations'.
 */
export async function lockDemoFinal(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(731030)`);
}
