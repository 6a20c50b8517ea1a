import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_SECRET, StartupError, type AppConfig } from '../config';

export const SECRET_FILE = 'auth-secret';

export interface ResolvedSecret {
  secret: string;
  /** Where it came from, for the start-up log. */
  source: 'environment' | 'data-dir' | 'generated' | 'development';
}

/**
 * The session signing secret (docs/decisions/0082-modes-secrets-and-operations.md):
 * - AUTH_SECRET when set;
 * - on the embedded database, a random secret generated on the first start and kept in DATA_DIR, readable by
 *   its owner only, so `npm start` works out of the box and sessions survive restarts;
 * - on PostgreSQL in production, none: the start is refused (several instances must share one secret, and a
 *   secret in one machine's folder would not be shared);
 * - on PostgreSQL in development, the public development value, with a loud warning.
 * Call it after the data folder is locked: two processes must not both generate one.
 */
export function resolveAuthSecret(config: AppConfig, warn: (line: string) => void = console.warn): ResolvedSecret {
  if (config.authSecret) return { secret: config.authSecret, source: 'environment' };
  if (!config.databaseUrl) {
    const file = path.join(path.resolve(config.dataDir), SECRET_FILE);
    if (fs.existsSync(file)) {
      const secret = fs.readFileSync(file, 'utf8').trim();
      if (secret.length < 32) throw new StartupError(`${file} does not hold a secret of at least 32 characters: delete it to have a new one generated (this signs everyone out), or set AUTH_SECRET.`);
      return { secret, source: 'data-dir' };
    }
    const secret = crypto.randomBytes(48).toString('base64url');
    // wx: never overwrite a secret another process has just written; 0600: only the owner may read it.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return { secret, source: 'generated' };
  }
  if (config.env === 'production') {
    throw new StartupError('AUTH_SECRET is not set: with DATABASE_URL the server needs its own secret of at least 32 characters (for example `openssl rand -base64 48`).');
  }
  warn(
    '\n*** WARNING: AUTH_SECRET is not set, so sessions are signed with the PUBLIC development secret. ***\n' +
      '*** Anyone can forge sessions on this server. Set AUTH_SECRET before exposing it to anyone.   ***\n',
  );
  return { secret: DEV_SECRET, source: 'development' };
}
