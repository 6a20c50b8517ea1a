import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig, VapidKeys } from '../../config';

export const VAPID_FILE = 'vapid-keys.json';

/**
 * The server's Web Push identity (issue 32 part 2), resolved like the session secret (auth/auth-secret.ts):
 * - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set;
 * - on the embedded database, a pair generated on the first start and kept in DATA_DIR (owner-only), so
 *   subscriptions survive restarts;
 * - on PostgreSQL without them, none: push is off (instances must share one pair, and browsers subscribed
 *   with one key cannot be reached with another), and the start says so.
 * Call it after the data folder is locked.
 */
export function resolveVapidKeys(config: AppConfig, warn: (line: string) => void = console.warn): VapidKeys | null {
  if (config.vapid) return config.vapid;
  if (config.databaseUrl) {
    warn('VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: push notifications are off (`npx web-push generate-vapid-keys` makes a pair).');
    return null;
  }
  const file = path.join(path.resolve(config.dataDir), VAPID_FILE);
  if (fs.existsSync(file)) {
    const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...keys, subject: config.vapidSubject };
  }
  const keys = webpush.generateVAPIDKeys();
  fs.writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  return { ...keys, subject: config.vapidSubject };
}
