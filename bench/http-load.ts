/** A bounded closed-loop load generator: `concurrency` workers each send requests back to back until `durationMs` ends. */
export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function load(
  name: string,
  send: () => Promise<Response>,
  {
    concurrency = 20,
    durationMs = 3000,
    until,
  }: {
    concurrency?: number;
    durationMs?: number;
    /** Instead of a duration: send until this settles (a job the reads are measured beside). */
    until?: Promise<unknown>;
  } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let settled = false;
  const stop = () => {
    settled = true;
  };
  until?.then(stop, stop);
  const end = until ? Infinity : performance.now() + durationMs;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end && !settled) {
        const t0 = performance.now();
        try {
          const res = await send();
          await res.arrayBuffer();
          if (res.status >= 400) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50: +percentile(latencies, 50).toFixed(1),
    p95: +percentile(latencies, 95).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
  };
}
