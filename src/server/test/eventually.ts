/**
 * NOTIFY reaches a PostgreSQL listener a moment after COMMIT: poll for up to `ms`, a wait on I/O. `waited` is a
 * duration on the monotonic timer, not a reading of the (game) time.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 2000): Promise<{ value: T; waited: number }> {
  const start = performance.now();
  for (;;) {
    const value = await read();
    const waited = performance.now() - start;
    if (ok(value) || waited > ms) return { value, waited };
    await new Promise((r) => setTimeout(r, 20));
  }
}
