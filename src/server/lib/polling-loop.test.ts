import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPollingLoop } from './polling-loop';

// Fake timers: the loop's waits are setTimeout, so the passes are counted without waiting for real.
describe('startPollingLoop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('repeats a pass every interval until stopped', async () => {
    let passes = 0;
    const loop = startPollingLoop(async () => (passes += 1), { intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(350);
    expect(passes).toBe(3);
    await loop.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes).toBe(3);
  });

  it('ends by itself after a pass whose result leaves nothing to do, and stops cleanly after', async () => {
    let passes = 0;
    const loop = startPollingLoop(async () => (passes += 1), { intervalMs: 100, immediately: true, finishedWhen: (n) => n === 2 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes).toBe(2);
    await loop.stop();
  });

  it('keeps going after a failed pass, reporting the error', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const loop = startPollingLoop(
      async () => {
        passes += 1;
        if (passes === 1) throw new Error('first pass fails');
      },
      { intervalMs: 100, immediately: true, onError: (err) => errors.push(err) },
    );
    await vi.advanceTimersByTimeAsync(150);
    expect(passes).toBe(2);
    expect(errors).toEqual([new Error('first pass fails')]);
    await loop.stop();
  });
});
