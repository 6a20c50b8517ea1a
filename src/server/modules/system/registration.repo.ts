import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemConfig } from '../../db/schema/index';

export const REGISTRATION_KEY = 'registration_enabled';

/** docs/decisions/0002-accounts-and-sessions.md: enabled when the value is true or missing, and when the lookup itself fails. */
export async function isRegistrationEnabled(db: Db): Promise<boolean> {
  try {
    const rows = await db
      .select({ value: systemConfig.configValue })
      .from(systemConfig)
      .where(eq(systemConfig.configKey, REGISTRATION_KEY));
    const value = rows[0]?.value;
    return value === undefined || value.trim().toLowerCase() !== 'false';
  } catch {
    return true;
  }
}

export async function setRegistrationEnabled(db: Db, enabled: boolean): Promise<void> {
  await db
    .insert(systemConfig)
    .values({ configKey: REGISTRATION_KEY, configValue: String(enabled) })
    .onConflictDoUpdate({ target: systemConfig.configKey, set: { configValue: String(enabled), updatedAt: sql`app_now()` } });
}
