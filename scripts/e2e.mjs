#!/usr/bin/env node
// The browser tests (decision 0185): builds the web app and the test server once, seeds the demo season once
// into a snapshot (a PostgreSQL template database when TEST_DATABASE_URL is set, as in CI; else an embedded
// database folder), then runs Playwright. Each Playwright worker starts its own server over its own copy of the
// snapshot (e2e/support/world.ts), so no test sees another worker's journeys.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = process.env.E2E_PORT ?? '3100';
const chromium = process.env.CHROMIUM_PATH ?? findChromium();
if (!chromium) {
  console.error('Chromium not found: install it with `apt-get install chromium` or set CHROMIUM_PATH.');
  process.exit(1);
}

function runOrExit(command, args, env = process.env) {
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

// Each run builds into folders of its own so that parallel runs (on other E2E_PORTs) never serve each other's files.
const webRoot = path.join(root, 'dist', `e2e-${port}`);
const serverDir = path.join(root, 'dist', `e2e-server-${port}`);
if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync(path.join(webRoot, 'index.html'))) {
  // The production build: first-load budgets (e2e/first-load.spec.ts) measure what players get. The server tells
  // the page to check every API answer against its schema (RALLY_CHECK_RESPONSES).
  runOrExit(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', webRoot]);
}
// The production server plus the test-only clock control, bundled beside (never into) the production bundle.
runOrExit(process.execPath, [path.join(root, 'scripts', 'build-server.mjs'), serverDir, 'src/server/testing/e2e-server.ts']);

// The seeded snapshot every worker copies.
const pgServer = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : null;
const template = `rally_e2e_tpl_${port}_${process.pid}`;
const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-e2e-snapshot-'));
async function adminQuery(text) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
let snapshot = snapshotDir;
const seedEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: snapshotDir, DATABASE_URL: '', AUTH_SECRET: 'x'.repeat(32) };
if (pgServer) {
  await adminQuery(`CREATE DATABASE ${template}`);
  const url = new URL(pgServer);
  url.pathname = `/${template}`;
  seedEnv.DATABASE_URL = url.toString();
  snapshot = template;
}

let status;
try {
  const started = performance.now();
  const seed = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/db/seed-cli.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: seedEnv,
  });
  if (seed.status !== 0) throw new Error('Seeding the snapshot failed');
  console.log(`Seeded the snapshot in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  const args = [
    'test',
    // Per-port artefacts folder, so parallel runs do not wipe each other's results.
    `--output=${path.join(root, 'test-results', `e2e-${port}`)}`,
    ...(process.env.E2E_REPORT ? ['--reporter=list,json'] : []),
    ...process.argv.slice(2),
  ];
  const res = await new Promise((resolve) => {
    const child = spawn(bin('playwright'), args, {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        E2E_PORT: port,
        E2E_SNAPSHOT: snapshot,
        E2E_PG_URL: pgServer ? pgServer.toString() : '',
        E2E_SERVER: path.join(serverDir, 'e2e-server.mjs'),
        E2E_WEB_ROOT: webRoot,
        PLAYWRIGHT_JSON_OUTPUT_NAME: process.env.E2E_REPORT ?? '',
      },
    });
    child.on('exit', (code) => resolve(code));
  });
  status = res ?? 1;
} finally {
  fs.rmSync(snapshotDir, { recursive: true, force: true });
  if (pgServer) await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
}
process.exit(status ?? 1);
