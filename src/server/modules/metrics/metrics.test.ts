import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingMails, type Mailer } from '../../lib/mailer';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app';
import { drainScoringJobs, enqueuePublish } from '../scoring/index';

// Issue 33 part 3 (docs/decisions/0199): GET /metrics for the bearer of METRICS_TOKEN only.

const TOKEN = 'a-metrics-token-for-the-tests';

/** One sample's value from Prometheus' text format: the line of `name` whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: TestApp;
  let client: TestClient;
  const scrape = async () => {
    const res = await client.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ seeded: true, env: { METRICS_TOKEN: TOKEN } });
    client = new TestClient(t.app);
  }, 120_000);
  afterAll(async () => t.close());

  it('refuses a missing or wrong token with 401 and tells nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Basic ${TOKEN}`, TOKEN]) {
      const res = await client.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('rally_');
    }
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/health', status: '200' };
    await client.get('/api/health');
    await client.get('/api/health');
    const after = await scrape();
    expect((sample(after, 'rally_http_requests_total', labels) ?? 0) - (sample(before, 'rally_http_requests_total', labels) ?? 0)).toBe(2);
    expect(sample(after, 'rally_http_request_duration_seconds_count', { method: 'GET', route: '/api/health' })).toBeGreaterThanOrEqual(2);
    // An unknown URL is one series, not one per URL.
    await client.get('/api/no-such-route/12345');
    expect(await scrape()).not.toContain('12345');
  });

  it('counts the public read cache hits and misses', async () => {
    const before = await scrape();
    await client.get('/api/site/time');
    await client.get('/api/events');
    await client.get('/api/events');
    const after = await scrape();
    const delta = (result: string) =>
      (sample(after, 'rally_read_cache_lookups_total', { cache: 'public', result }) ?? 0) -
      (sample(before, 'rally_read_cache_lookups_total', { cache: 'public', result }) ?? 0);
    expect(delta('hit')).toBeGreaterThanOrEqual(1);
    expect(delta('miss')).toBeGreaterThanOrEqual(1);
  });

  it('shows the publish queue, the step durations and the pool', async () => {
    const { db } = t.database;
    const published = (await db.execute(sql`SELECT id FROM events WHERE results_published_at IS NOT NULL ORDER BY id LIMIT 1`)) as unknown as {
      rows: { id: number }[];
    };
    const eventId = Number(published.rows[0]?.id);
    await enqueuePublish(db, eventId);
    expect(sample(await scrape(), 'rally_scoring_jobs', { status: 'queued' })).toBe(1);
    await drainScoringJobs(db);
    const after = await scrape();
    expect(sample(after, 'rally_scoring_jobs', { status: 'queued' })).toBe(0);
    expect(sample(after, 'rally_scoring_jobs_finished_total', { status: 'succeeded' })).toBe(1);
    expect(sample(after, 'rally_scoring_step_duration_seconds_count', { step: 'leagues' })).toBe(1);
    if (t.database.kind === 'postgres') expect(sample(after, 'rally_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
    // The process's own figures come along (memory, event loop lag).
    expect(after).toContain('rally_process_resident_memory_bytes');
  });
});

it('is not served without METRICS_TOKEN', async () => {
  const t = await createTestApp();
  try {
    const res = await new TestClient(t.app).request({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('rally_');
  } finally {
    await t.close();
  }
});

it('counts mails sent and failed', async () => {
  const { mailsSent } = await import('../../lib/metrics');
  const count = async (result: string) => (await mailsSent.get()).values.find((v) => v.labels.result === result)?.value ?? 0;
  const [sent, failed] = [await count('sent'), await count('failed')];
  const ok: Mailer = { mode: 'smtp', send: async () => undefined };
  const broken: Mailer = { mode: 'smtp', send: async () => Promise.reject(new Error('relay refused')) };
  await countingMails(ok).send({ to: 'a@example.com', subject: 's', text: 't' });
  await expect(countingMails(broken).send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow('relay refused');
  expect(await count('sent')).toBe(sent + 1);
  expect(await count('failed')).toBe(failed + 1);
});
