import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DataDirLockedError } from './data-dir-lock';
import { openDatabase } from './open-database';

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('refuses a second opener of the same folder and frees it on close', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const first = await openDatabase(config);
    await expect(openDatabase(config)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openDatabase(config);
    await again.close();
  });

  it('stops a second server process at once with a clear message', { timeout: 90_000 }, async () => {
    const dir = tempDir();
    const first = await openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }));
    try {
      // Spawned asynchronously so this process keeps refreshing its lock while the second one starts.
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', NODE_ENV: 'development' },
      });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += String(d)));
      const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      const second = { status, stderr };
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The data folder ${dir} is already in use by another Rally Fantasy process.`);
      // It stopped before touching the database files.
      expect(fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
    } finally {
      await first.close();
    }
  });
});
