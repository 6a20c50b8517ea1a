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
import puppeteer from 'puppeteer-core';
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

/** Writes a file of a page's results into LIGHTHOUSE_REPORT_DIR, when it is set (its text made only then). */
function keep(page, suffix, text) {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${page.replace(/\W+/g, '_')}.${suffix}`), text());
}

let chrome;
let browser;
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
  if (!signUp.ok) throw new Error(`could not sign the Lighthouse player up: ${signUp.status} ${await signUp.text()}`);
  // The session cookie goes into the browser's cookie jar (a Cookie header given to Lighthouse reached the page
  // but not the app's own requests, so `/dashboard` was measured as the redirect to sign in). Lighthouse is
  // told not to clear the browser's storage for that page, and the page checks where it ended up.
  const sessionCookies = signUp.headers.getSetCookie().map((c) => {
    const [pair = ''] = c.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' };
  });

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? findChromium(),
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // A single Lighthouse run on this 2-core machine varies by ±10 points; LIGHTHOUSE_RUNS (default 3) runs each
  // page that many times and reports the run with the median performance score, as Lighthouse's docs advise.
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const rows = [];
  // LIGHTHOUSE_PAGES (comma-separated, e.g. `/,/login`) measures only those of the three.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = [['/', false], ['/login', false], ['/dashboard', true]].filter(([page]) => !only || only.includes(page));
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const [page, signedIn] of pages) {
    const results = [];
    // A run Lighthouse could not complete (e.g. NO_NAVSTART, "please run Lighthouse again") scores 0 and says
    // nothing about the page: it is said, and run again, up to two more times per page.
    let retries = 2;
    while (results.length < runs) {
      if (signedIn) await browser.setCookie(...sessionCookies);
      else await browser.deleteCookie(...sessionCookies);
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: signedIn,
      });
      if (new URL(result.lhr.finalDisplayedUrl).pathname !== page) {
        throw new Error(`Lighthouse measured ${result.lhr.finalDisplayedUrl} instead of ${page}`);
      }
      if (result.lhr.runtimeError) {
        console.warn(`${page} run ${results.length + 1}: ${result.lhr.runtimeError.code}${retries > 0 ? ', run again' : ''}`);
        if (retries-- > 0) continue;
      }
      results.push(result);
      // Every run's report too: the median score's run need not hold the long tasks that moved the TBT.
      keep(page, `run${results.length}.json`, () => result.report);
    }
    results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
    const result = results[Math.floor(results.length / 2)];
    const lhr = result.lhr;
    // LIGHTHOUSE_REPORT_DIR keeps the median run's full report and trace, to see what the score is made of.
    keep(page, 'json', () => result.report);
    keep(page, 'trace.json', () => JSON.stringify(result.artifacts.Trace));
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const tbts = results.map((r) => Math.round(r.lhr.audits['total-blocking-time']?.numericValue ?? 0));
    rows.push({
      page,
      performance: score('performance'),
      'all runs': results.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100)).join(' '),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'LCP s': +((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
      'FCP s': +((lhr.audits['first-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
      'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      // Every run's TBT, in the order of "all runs": the score's median run need not be the TBT's.
      'all TBT': tbts.join(' '),
      // The median of the runs' TBT, which issue 30's target (≤ 200 ms) is about.
      'TBT median': [...tbts].sort((a, b) => a - b)[Math.floor(tbts.length / 2)],
      CLS: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    });
  }
  console.log(`Lighthouse (mobile, simulated throttling), median of ${runs} run(s) per page, on ${base}`);
  console.table(rows);
} finally {
  await browser?.disconnect();
  await chrome?.kill();
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
