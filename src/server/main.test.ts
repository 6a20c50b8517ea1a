import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

it('serves, then shuts down cleanly on SIGTERM and frees the data folder', { timeout: 120_000 }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-main-'));
  const port = String(34_000 + Math.floor(Math.random() * 1000));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: port, HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    let healthy = false;
    for (let i = 0; i < 240 && !healthy && child.exitCode === null; i += 1) {
      try {
        healthy = (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
      } catch {
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    expect(healthy, output).toBe(true);
    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(fs.existsSync(path.join(dir, '.rally-fantasy.lock'))).toBe(false);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
