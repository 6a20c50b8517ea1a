// The real API as the read benches serve it (bench/read-server.ts, bench/live-server.ts): production settings, no
// logs, a port of its own, sign-ups unlimited; and a sign-up and signed-in writes through the API as a player makes them.
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';

export async function startBenchApp(database: Database, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!',
    LOG_LEVEL: 'silent',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    RATE_LIMIT_SIGNUPS_PER_IP: '100000',
    ...env,
  });
  const app = await buildApp({ config, database, webRoot: null, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;
  const origin = config.publicUrl;

  /** Signs a new player up; resolves with the session cookie and the user's id. */
  async function signUp(email: string, username: string): Promise<{ cookie: string; userId: string }> {
    const res = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password: 'bench-password-1', name: username, username }),
    });
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { user: { id: string } };
    return { cookie, userId: me.user.id };
  }

  /** A signed-in JSON POST, as the web app sends it (the origin checked by the server included). */
  function post(cookie: string, path: string, body: unknown): Promise<Response> {
    return fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
    });
  }

  return { app, port, base, origin, signUp, post };
}
