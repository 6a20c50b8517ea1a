import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resumes in a later task, after every promise job of this one', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    // A chain of promise jobs: a microtask-only "yield" would resume in the middle of it.
    void Promise.resolve()
      .then(() => order.push('job 1'))
      .then(() => order.push('job 2'))
      .then(() => order.push('job 3'));
    await yielded;
    expect(order).toEqual(['job 1', 'job 2', 'job 3', 'after the yield']);
  });

  it("uses the browser's scheduler.yield() where it has one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
