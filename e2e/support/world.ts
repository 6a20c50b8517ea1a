import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BASE_URL, PORT, SMTP_PORT } from './env';

/**
 * One worker's world: a copy of the seeded snapshot scripts/e2e.mjs made once for the run (a PostgreSQL database
 * created from its template, or a copy of the embedded database's folder) and the test server (the production
 * server plus the clock control, src/server/testing/e2e-server.ts) over it. No test sees another worker's
 * journeys, and a worker started after a failure begins again from the snapshot.
 */
export interface World {
  baseUrl: string;
  stop(): Promise<void>;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through scripts/e2e.mjs (npm run test:e2e)`);
  return value;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function waitForHealth(server: ChildProcess, output: () => string): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error(`The test server exited (${server.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${BASE_URL}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The test server did not become healthy in 60 s:\n${output()}`);
}

/** A VAPID key pair as the server's environment takes it (base64url, as web-push makes them). */
function vapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  // The uncompressed point (0x04 ‖ x ‖ y) and the private scalar d.
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x ?? '', 'base64url'), Buffer.from(pub.y ?? '', 'base64url')]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: priv.d ?? '' };
}

export async function startWorld(): Promise<World> {
  const snapshot = required('E2E_SNAPSHOT');
  const pgUrl = process.env.E2E_PG_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-e2e-world-'));
  let databaseUrl = '';
  let database: string | null = null;
  if (pgUrl) {
    database = `rally_e2e_w${PORT}_${crypto.randomBytes(3).toString('hex')}`;
    await adminQuery(pgUrl, `CREATE DATABASE ${database} TEMPLATE ${snapshot}`);
    const url = new URL(pgUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  } else {
    fs.cpSync(snapshot, dataDir, { recursive: true });
  }
  const server = spawn(process.execPath, [required('E2E_SERVER')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir,
      WEB_ROOT: required('E2E_WEB_ROOT'),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RALLY_CHECK_RESPONSES: '1',
      // One machine plays every user: lift the per-IP limits the browser tests would otherwise hit.
      RATE_LIMIT_SIGNUPS_PER_IP: '10000',
      RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '10000',
      RATE_LIMIT_CONTACT_PER_IP: '10000',
      RATE_LIMIT_USERNAME_CHECKS_PER_IP: '10000',
      RATE_LIMIT_INVITE_FAILURES_PER_IP: '10000',
      // The admin console journeys sign up these addresses and get the admin role (one per test that needs it).
      ADMIN_EMAILS: 'e2e-admin@example.com,e2e-admin-de@example.com',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // On PostgreSQL (CI) push is off without keys from the environment (decision 0196); the embedded database
      // would make its own. One pair per world, so the Settings push journey runs the same on both.
      ...vapidKeys(),
    },
  });
  let log = '';
  server.stdout?.on('data', (d) => (log += String(d)));
  server.stderr?.on('data', (d) => (log += String(d)));
  const output = () => log.slice(-20_000);
  try {
    await waitForHealth(server, output);
  } catch (err) {
    server.kill('SIGKILL');
    throw err;
  }
  return {
    baseUrl: BASE_URL,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (pgUrl && database) await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}
