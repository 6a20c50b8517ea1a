#!/usr/bin/env node
// Builds the SPA, starts the production server on a fresh database (embedded, or PostgreSQL when
// TEST_DATABASE_URL is set), runs Playwright, stops the server.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = process.env.E2E_PORT ?? '3100';
const baseUrl = `http://localhost:${port}`;
// Mail goes over real SMTP to this port, where e2e/account.spec.ts listens with a test SMTP server.
const smtpPort = String(Number(port) + 20000);
const chromium = process.env.CHROMIUM_PATH ?? findChromium();
if (!chromium) {
  console.error('Chromium not found: install it with `apt-get install chromium` or set CHROMIUM_PATH.');
  process.exit(1);
}

// Each run builds into its own folder so that parallel runs (on other E2E_PORTs) never serve each other's files.
const webRoot = path.join(root, 'dist', `e2e-${port}`);
if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync(path.join(webRoot, 'index.html'))) {
  // The production build: first-load budgets (e2e/first-load.spec.ts) measure what players get. The server
  // below tells the page to check every API answer against its schema (RALLY_CHECK_RESPONSES).
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', webRoot], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-e2e-'));

// With TEST_DATABASE_URL (CI sets it) the server runs on a fresh PostgreSQL database of that server, as in
// production; without it, on the embedded database in dataDir, as `npm start` does (decision 0175).
const pgServer = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : null;
const e2eDatabase = `rally_e2e_${port}_${process.pid}`;
async function adminQuery(text) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
let databaseUrl = '';
if (pgServer) {
  await adminQuery(`CREATE DATABASE ${e2eDatabase}`);
  const url = new URL(pgServer);
  url.pathname = `/${e2eDatabase}`;
  databaseUrl = url.toString();
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    RALLY_CHECK_RESPONSES: '1',
    // One machine plays every user: lift the per-IP limits the browser tests would otherwise hit.
    RATE_LIMIT_SIGNUPS_PER_IP: '10000',
    RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '10000',
    RATE_LIMIT_CONTACT_PER_IP: '10000',
    RATE_LIMIT_USERNAME_CHECKS_PER_IP: '10000',
    // The admin console journeys (e2e/admin.spec.ts) sign up this address and get the admin role; the
    // second is the German admin of e2e/i18n.spec.ts (its own account, so its language touches no other test).
    ADMIN_EMAILS: 'e2e-admin@example.com,e2e-admin-de@example.com',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  },
});
let serverLog = '';
server.stdout.on('data', (d) => (serverLog += d));
server.stderr.on('data', (d) => (serverLog += d));
// A server that dies during the run leaves every later test with "connection refused": say why, once.
let stopping = false;
server.on('exit', (code, signal) => {
  if (!stopping)
    console.error(
      `\nThe e2e server exited during the run (code ${code}, signal ${signal}). Its last output:\n${serverLog.slice(-20_000)}`,
    );
});

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) return false;
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function stop() {
  stopping = true;
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', resolve);
    server.kill('SIGTERM');
    setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
  });
}

let status = 1;
try {
  if (!(await waitForHealth(Date.now() + 90_000))) {
    console.error('The server did not become healthy. Its output:\n' + serverLog);
  } else {
    const args = [
      'test',
      // Per-port artefacts folder, so parallel runs do not wipe each other's results.
      `--output=${path.join(root, 'test-results', `e2e-${port}`)}`,
      ...(process.env.E2E_REPORT ? ['--reporter=list,json'] : []),
      ...process.argv.slice(2),
    ];
    // Not spawnSync: this process must keep reading the server's output while the tests run, or a chatty
    // server would block on a full pipe and its last words would be lost.
    const res = await new Promise((resolve) => {
      const child = spawn(bin('playwright'), args, {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          CHROMIUM_PATH: chromium,
          E2E_BASE_URL: baseUrl,
          E2E_SMTP_PORT: smtpPort,
          PLAYWRIGHT_JSON_OUTPUT_NAME: process.env.E2E_REPORT ?? '',
        },
      });
      child.on('exit', (code) => resolve({ status: code }));
    });
    status = res.status ?? 1;
  }
} finally {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (pgServer) await adminQuery(`DROP DATABASE IF EXISTS ${e2eDatabase} WITH (FORCE)`).catch(() => {});
}
process.exit(status);
