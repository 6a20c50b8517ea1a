import crypto from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import { createClock } from '../lib/clock';
import { clockControl, type ClockControl } from '../testing/clock-control';
import { createTestDatabase, type TestDatabaseKind } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The app's game clock: move it instead of waiting (docs/decisions/0184-one-clock.md). */
  clock: ClockControl;
  close(): Promise<void>;
}

export async function createTestApp(
  /** `seeded`: on a copy of the demo season seeded once per run (see createTestDatabase). */
  options: { kind?: TestDatabaseKind; seeded?: boolean; env?: Record<string, string> } = {},
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
    RATE_LIMIT_INVITE_FAILURES_PER_IP: '1000',
    RATE_LIMIT_LEAGUE_CREATIONS_PER_USER: '1000',
    RATE_LIMIT_API_TOKEN_REQUESTS: '1000',
    ...options.env,
  });
  const database = await createTestDatabase(options.kind, { seeded: options.seeded });
  // TEST_LOG=1 prints the errors the app logs (a 500 in a test otherwise says nothing about its cause).
  const clock = createClock();
  const app = await buildApp({ config, database, clock, webRoot: null, logger: process.env.TEST_LOG ? { level: 'error' } : false });
  await app.ready();
  return {
    app,
    database,
    config,
    clock: clockControl(database.db, clock),
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
