import fs from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The data folder ${dir} is already in use by another Rally Fantasy process. ` +
        'Stop that process first, or start this one with another DATA_DIR (or a DATABASE_URL).',
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
    return await lockfile.lock(dir, { lockfilePath: `${dir}/.rally-fantasy.lock`, stale: 15_000, update: 5_000 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir);
    throw err;
  }
}
