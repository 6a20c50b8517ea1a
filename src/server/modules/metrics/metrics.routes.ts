import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { poolUse } from '../../db/client';
import type { AppContext } from '../../http/context';
import { httpDuration, httpRequests, processMetrics } from '../../lib/metrics';
import { jobQueueDepth } from './metrics.repo';

/** Equal tokens in constant time: a token compared byte by byte leaks its length of matching prefix. */
function tokenMatches(given: string | undefined, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given ?? '').digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return given !== undefined && crypto.timingSafeEqual(a, b);
}

/** The figures read from this app's database at each scrape (connections, the publish queue). */
function databaseMetrics(ctx: AppContext): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'rally_db_pool_connections',
    help: 'PostgreSQL pool connections by state (open, idle, max); absent on the embedded database',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = poolUse(ctx.db);
      if (!use) return;
      this.set({ state: 'open' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'max' }, use.max);
    },
  });
  new Gauge({
    name: 'rally_db_pool_waiting',
    help: 'Queries waiting for a free PostgreSQL pool connection',
    registers: [registry],
    collect() {
      this.set(poolUse(ctx.db)?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'rally_scoring_jobs',
    help: 'Publish jobs in the queue (all instances share it), by status (queued, running)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const depth = await jobQueueDepth(ctx.db);
      this.set({ status: 'queued' }, depth.queued);
      this.set({ status: 'running' }, depth.running);
    },
  });
  return registry;
}

/**
 * GET /metrics in Prometheus' text format, for the bearer of METRICS_TOKEN (docs/decisions/0199). Without a
 * token configured it is not served at all (404): figures about traffic and jobs are not for everyone. It is
 * outside /api and hidden from the route list and the API docs, like the web app's files: it guards itself.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  // Counted for every request, the refused and the unmatched too, by route pattern (never the raw URL, whose
  // ids would make a series per team).
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const token = ctx.config.metricsToken;
  const registries = Registry.merge([processMetrics, databaseMetrics(ctx)]);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!token) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Metrics are not enabled: set METRICS_TOKEN.' });
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!tokenMatches(given, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ code: 'UNAUTHENTICATED', message: 'A valid metrics token is required.' });
    }
    reply.type(registries.contentType);
    return registries.metrics();
  });
}
