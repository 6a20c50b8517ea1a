import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// What an operator watches (issue 33 part 3, docs/decisions/0199, docs/operations.md "Metrics"). These are the
// process's figures, kept once per process: several apps built in one test process share them. The figures
// that read one app's database (pool, job queue) are registered per app by modules/metrics/.

export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, prefix: 'rally_' });

export const httpRequests = new Counter({
  name: 'rally_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processMetrics],
});

export const httpDuration = new Histogram({
  name: 'rally_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

export const cacheLookups = new Counter({
  name: 'rally_read_cache_lookups_total',
  help: 'Look-ups of the kept answers (public and per-user reads), by cache and result (hit or miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [processMetrics],
});

export const scoringStepDuration = new Histogram({
  name: 'rally_scoring_step_duration_seconds',
  help: 'Duration of each publish job step, by step',
  labelNames: ['step'] as const,
  // A step takes milliseconds on the demo season and up to a minute at a million managers.
  buckets: [0.01, 0.05, 0.25, 1, 2.5, 5, 10, 20, 40, 80],
  registers: [processMetrics],
});

export const scoringJobsFinished = new Counter({
  name: 'rally_scoring_jobs_finished_total',
  help: 'Publish jobs this instance ran to the end, by outcome (succeeded or failed)',
  labelNames: ['status'] as const,
  registers: [processMetrics],
});

export const mailsSent = new Counter({
  name: 'rally_mails_total',
  help: 'Outgoing e-mails, by result (sent, failed) and mode (smtp delivers, folder only writes them)',
  labelNames: ['result', 'mode'] as const,
  registers: [processMetrics],
});

export const eventStreamsOpen = new Gauge({
  name: 'rally_event_streams_open',
  help: 'Server-sent event streams open on this instance',
  registers: [processMetrics],
});

/** Counts a server-sent event stream while its request is open (for the routes that stream). */
export function trackEventStream(raw: { once(event: 'close', listener: () => void): unknown }): void {
  eventStreamsOpen.inc();
  raw.once('close', () => eventStreamsOpen.dec());
}
