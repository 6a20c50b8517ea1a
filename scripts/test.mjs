#!/usr/bin/env node
// `npm test`: unit + API integration tests (Vitest), then browser tests (Playwright) against the
// production build. Without Chromium the browser tests are skipped with a plain reason, except in CI
// (CI=true or E2E_REQUIRED=1), where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-reports-'));
const required = process.env.CI === 'true' || process.env.E2E_REQUIRED === '1';

let passed = 0;
let failed = 0;
let skipped = 0;
let failure = false;

function run(label, cmd, args, env = {}) {
  const started = performance.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`== ${label}: ${((performance.now() - started) / 1000).toFixed(0)} s ==`);
  return res.status ?? 1;
}

// With PostgreSQL, the tests of what the engines do differently run on PGlite too (docs/decisions/0183).
console.log(`\n== Unit and API integration tests (database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL, and PGlite where the engines differ' : 'PGlite'}) ==`);
if (!process.env.TEST_DATABASE_URL) {
  console.log('   (set TEST_DATABASE_URL=postgres://... to run the integration suite on PostgreSQL, as CI does)');
}
const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run('unit, API and component tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
if (fs.existsSync(vitestReport)) {
  const r = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
if (vitestStatus !== 0) failure = true;

console.log('\n== Browser tests (Playwright + Chromium) ==');
const chromium = findChromium();
if (!chromium) {
  const reason = 'Chromium was not found (looked at $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser). Install it with `apt-get install chromium`.';
  if (required) {
    console.error(`FAIL: browser tests are required here but cannot run: ${reason}`);
    failure = true;
    failed += 1;
  } else {
    console.warn(`SKIPPED: browser tests did not run. ${reason}`);
  }
} else {
  const status = run('browser tests (build, snapshot, Playwright)', process.execPath, [path.join(root, 'scripts', 'e2e.mjs')], {
    CHROMIUM_PATH: chromium,
    E2E_REPORT: path.join(reports, 'playwright.json'),
  });
  const pwReport = path.join(reports, 'playwright.json');
  if (fs.existsSync(pwReport)) {
    const report = JSON.parse(fs.readFileSync(pwReport, 'utf8'));
    const s = report.stats;
    passed += s.expected;
    failed += s.unexpected;
    skipped += s.skipped;
  } else if (status !== 0) {
    failed += 1;
  }
  if (status !== 0) failure = true;
}

fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failure || failed > 0 ? 1 : 0);
