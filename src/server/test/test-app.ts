import crypto from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import { writeClockState } from '../db/clock.repo';
import { createClock, type Clock, type ClockState } from '../lib/clock';
import { clockControl, type ClockControl } from '../testing/clock-control';
import { createTestDatabase, type TestDatabaseKind } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The app's game clock: move it instead of waiting (docs/decisions/0184-one-clock.md). */
  clock: ClockControl;
  /**
   * Resolves once the app has handled every change notification committed before the call (NOTIFY reaches a
   * PostgreSQL listener a moment after COMMIT, in commit order), without waiting for a fixed time: a marker
   * change of the clock's row is written behind them and awaited, then undone. Like any clock move it empties
   * the answers kept in memory, so it suits a `beforeAll`, not a test of what a notification drops.
   */
  changesSeen(): Promise<void>;
  close(): Promise<void>;
}

async function changesSeen(db: Database['db'], clock: Clock, timeoutMs = 10_000): Promise<void> {
  const before = clock.state();
  // Another offset (the time moves by a millisecond, or not at all on a frozen clock): a state the app can only
  // learn of from the change feed, since the row alone is written.
  const marker: ClockState = { offsetMs: before.offsetMs + 1, frozenAtMs: before.frozenAtMs };
  let stop = () => {};
  const seen = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the app did not follow a clock change within ${timeoutMs} ms: is its change feed listening?`));
    }, timeoutMs);
    const unsubscribe = clock.onChange(() => {
      const now = clock.state();
      if (now.offsetMs !== marker.offsetMs || now.frozenAtMs !== marker.frozenAtMs) return;
      stop();
      resolve();
    });
    stop = () => {
      clearTimeout(timer);
      unsubscribe();
    };
  });
  try {
    await writeClockState(db, marker);
    await seen;
  } finally {
    stop();
    await writeClockState(db, before);
    clock.apply(before);
  }
}

export async function createTestApp(
  options: { kind?: TestDatabaseKind; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '3000',
    LOG_LEVEL: 'silent',
    // Generous limits so ordinary tests never trip them; the rate-limit tests lower them explicitly.
    RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '1000',
    RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '1000',
    RATE_LIMIT_SIGNUPS_PER_IP: '1000',
    RATE_LIMIT_CONTACT_PER_IP: '1000',
    RATE_LIMIT_USERNAME_CHECKS_PER_IP: '1000',
    RATE_LIMIT_INVITE_FAILURES_PER_USER: '1000',
    ...options.env,
  });
  const database = await createTestDatabase(options.kind);
  // TEST_LOG=1 prints the errors the app logs (a 500 in a test otherwise says nothing about its cause).
  const clock = createClock();
  const app = await buildApp({ config, database, clock, webRoot: null, logger: process.env.TEST_LOG ? { level: 'error' } : false });
  await app.ready();
  return {
    app,
    database,
    config,
    clock: clockControl(database.db, clock),
    changesSeen: () => changesSeen(database.db, clock),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A browser-like client: keeps the session cookie and sends our Origin on writes. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && !('origin' in headers)) headers.origin = TEST_ORIGIN;
    const response = await this.app.inject({ ...options, method: method as InjectOptions['method'], headers, remoteAddress: this.ip });
    for (const c of response.cookies) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }

  async signUp(user: { email: string; password: string; username: string }) {
    return this.post('/api/auth/sign-up/email', { ...user, name: user.username });
  }

  async signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

let counter = 0;
export function uniqueUser(prefix = 'user') {
  counter += 1;
  const tag = `${prefix}${crypto.randomBytes(4).toString('hex')}${counter}`;
  return { email: `${tag}@example.com`, password: 'correct-horse-battery', username: tag.slice(0, 30) };
}

/**
 * A request over a real socket with the path sent exactly as given. `app.inject` (and fetch) normalise
 * `/./`, `/../` and `%2e` before the server sees them, which would hide the very paths an attacker sends
 * with `curl --path-as-is`. The app must be listening (see `listen`).
 */
export function rawRequest(
  port: number,
  options: { method: string; path: string; body?: string; headers?: Record<string, string> },
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: {
          ...(options.body !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(options.body)) } : {}),
          ...(options.method !== 'GET' ? { origin: TEST_ORIGIN } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** Starts the test app on a free loopback port and returns the port. */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
