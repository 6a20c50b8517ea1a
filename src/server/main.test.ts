import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildServerBundle, killIfRunning, startServerProcess, waitUntilReady } from './test/server-process';


/** A write to the test-only clock route, as a browser test sends it (our origin, JSON). */
function moveClock(port: string, body: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/test/clock`, {
    method: 'POST',
    headers: { origin: `http://localhost:${port}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Starts `entry` on a fresh data folder, runs `whileUp` against it, then stops it with SIGTERM. */
async function serveThenStop(entry: string[], whileUp: (port: string) => Promise<void> = async () => {}): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-main-'));
  const server = await startServerProcess(entry, { DATA_DIR: dir });
  try {
    expect(await waitUntilReady(server), server.output()).toBe(true);
    await whileUp(String(server.port));
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    expect(fs.existsSync(path.join(dir, '.rally-fantasy.lock'))).toBe(false);
  } finally {
    killIfRunning(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('serves, then shuts down cleanly on SIGTERM and frees the data folder', { timeout: 120_000 }, async () => {
  await serveThenStop(['--import', 'tsx', 'src/server/main.ts']);
});

// `npm start` runs the server bundled by esbuild (decision 0176): it must find its migrations and load every
// package the source does, from a folder of its own. It has no test route (docs/decisions/0184-one-clock.md):
// the game clock cannot be moved in production, and the route's code is not even in the bundle.
it('serves the same way from the bundle npm start runs, without the test-only clock route', { timeout: 120_000 }, async () => {
  const outdir = buildServerBundle('test-server');
  try {
    const files = fs.readdirSync(outdir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(fs.readFileSync(path.join(file.parentPath, file.name), 'utf8'), file.name).not.toContain('/api/test/clock');
    }
    await serveThenStop([path.join(outdir, 'main.mjs')], async (port) => {
      const res = await moveClock(port, { by: 1000 });
      expect(res.status, await res.text()).toBe(404);
    });
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
});

// The browser tests' server (src/server/testing/e2e-server.ts) is the production server plus that route.
it('the test server moves the game clock through POST /api/test/clock', { timeout: 120_000 }, async () => {
  await serveThenStop(['--import', 'tsx', 'src/server/testing/e2e-server.ts'], async (port) => {
    const threeDays = 3 * 86_400_000;
    const time = async () => Date.parse(((await (await fetch(`http://127.0.0.1:${port}/api/site/time`)).json()) as { now: string }).now);
    const before = await time();
    const res = await moveClock(port, { by: threeDays });
    expect(res.status, await res.clone().text()).toBe(200);
    const moved = Date.parse(((await res.json()) as { now: string }).now);
    expect(moved).toBeGreaterThanOrEqual(before + threeDays);
    // The move is the database's: GET /api/site/time reads it, three days on (and not a minute more).
    const after = await time();
    expect(after).toBeGreaterThanOrEqual(moved);
    expect(after - before).toBeLessThan(threeDays + 60_000);
  });
});
