import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

// A lock not refreshed for this long belongs to a dead process. Generous, because a long synchronous
// stretch (PGlite runs in WASM on the main thread) must not let a second process in.
const STALE_MS = 60_000;
const OWNER_FILE = '.rally-fantasy.owner';

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The data folder ${dir} is already in use by another Rally Fantasy process. ` +
        'Stop that process first, or start this one with another DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

interface Owner {
  pid: number;
  host: string;
}

function readOwner(dir: string): Owner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not guard its folder against a second process, and two writers corrupt it.
 * proper-lockfile keeps a lock directory fresh while we run and treats one not refreshed for a minute as
 * stale. After a crash (kill -9) that minute is needless: the owner file names the process that holds the
 * lock, and when that process no longer exists on this machine the lock is taken over at once.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  const lockfilePath = path.join(dir, '.rally-fantasy.lock');
  const options = { lockfilePath, stale: STALE_MS, update: STALE_MS / 6 };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    if (!ownerGone(readOwner(dir))) throw new DataDirLockedError(dir);
    // Two processes finding the same dead owner must not both take over: the takeover has its own lock,
    // and the owner is read again under it (the winner has written itself there by then).
    // A lock of its own name: proper-lockfile tracks its locks by the locked file's path.
    const releaseTakeover = await lockfile.lock(path.join(dir, '.rally-fantasy.takeover'), { realpath: false, stale: 10_000 }).catch(() => null);
    if (!releaseTakeover) throw new DataDirLockedError(dir);
    try {
      if (!ownerGone(readOwner(dir))) throw new DataDirLockedError(dir);
      fs.rmSync(lockfilePath, { recursive: true, force: true });
      try {
        release = await lockfile.lock(dir, options);
      } catch (again) {
        if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir);
        throw again;
      }
      writeOwner(dir);
    } finally {
      await releaseTakeover();
    }
    return releaser(dir, release);
  }
  writeOwner(dir);
  return releaser(dir, release);
}

function ownerGone(owner: Owner | null): boolean {
  return owner !== null && owner.host === os.hostname() && owner.pid !== process.pid && !isAlive(owner.pid);
}

function writeOwner(dir: string): void {
  fs.writeFileSync(path.join(dir, OWNER_FILE), JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies Owner));
}

function releaser(dir: string, release: () => Promise<void>): () => Promise<void> {
  return async () => {
    fs.rmSync(path.join(dir, OWNER_FILE), { force: true });
    await release();
  };
}
