#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile, its default simulated throttling) with Debian's Chromium on
// `/`, `/login` and `/dashboard` of the production build, served by the real server on a fresh embedded
// database. Prints the four category scores and LCP per page (issue 17's target: performance ≥ 95, LCP ≤ 2 s).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.LIGHTHOUSE_PORT ?? '3190';
const base = `http://localhost:${port}`;

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-changed.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', PORT: port, HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: crypto.randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' },
});
const stop = () => new Promise((resolve) => {
  if (server.exitCode !== null) return resolve();
  server.once('exit', resolve);
  server.kill('SIGTERM');
});

let chrome;
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'lighthouse@example.com', password: 'lighthouse-password', name: 'lighthouse', username: 'lighthouse' }),
  });
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? findChromium(),
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  for (const [page, signedIn] of [['/', false], ['/login', false], ['/dashboard', true]]) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      extraHeaders: signedIn ? { Cookie: cookie } : undefined,
    });
    const lhr = result.lhr;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'LCP s': +((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
      'FCP s': +((lhr.audits['first-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
      'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    });
  }
  console.log(`Lighthouse ${lighthouse.version ?? ''} (mobile, simulated throttling) on ${base}`);
  console.table(rows);
} finally {
  await chrome?.kill();
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
