import fs from 'node:fs';
import lockfile from 'proper-lockfile';

// A lock not refreshed for this long belongs to a dead process. Generous, because a long synchronous
// stretch (PGlite runs in WASM on the main thread) must not let a second process in.
const STALE_MS = 60_000;

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The data folder ${dir} is already in use by another Rally Fantasy process. ` +
        'Stop that process first, or start this one with another DATA_DIR (or a DATABASE_URL). ' +
        'If the previous server crashed, the folder frees itself within a minute.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * PGlite does not guard its folder against a second process, and two writers corrupt it.
 * proper-lockfile keeps a lock directory fresh while we run and treats a stale one (crashed owner) as free.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, { lockfilePath: `${dir}/.rally-fantasy.lock`, stale: STALE_MS, update: STALE_MS / 6 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir);
    throw err;
  }
}
