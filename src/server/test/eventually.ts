import { vi } from 'vitest';

/**
 * NOTIFY reaches a PostgreSQL listener a moment after COMMIT: wait for the condition (Vitest's `waitFor`, for up
 * to `ms`) and say how long it took. `waited` is a duration on the monotonic timer, not a reading of the (game)
 * time. When the condition never holds, the last value read is returned for the test's own assertion to refuse.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 2000): Promise<{ value: T; waited: number }> {
  const start = performance.now();
  let last: T | undefined;
  let seen = false;
  try {
    const value = await vi.waitFor(
      async () => {
        last = await read();
        seen = true;
        if (!ok(last)) throw new Error('not yet');
        return last;
      },
      { timeout: ms, interval: 20 },
    );
    return { value, waited: performance.now() - start };
  } catch (error) {
    if (!seen) throw error;
    return { value: last as T, waited: performance.now() - start };
  }
}
