export interface PollingLoop {
  /** Stops scheduling passes and waits for the one in progress. */
  stop(): Promise<void>;
}

export interface PollingLoopOptions<T> {
  intervalMs: number;
  /** Runs the first pass at once instead of after one interval. */
  immediately?: boolean;
  /** True for a pass's result that leaves nothing to do: no pass is scheduled after it. */
  finishedWhen?: (result: T) => boolean;
  onError?: (err: unknown) => void;
}

/**
 * A background pass repeated every `intervalMs` after the previous one ends (never two at once), whose errors go
 * to `onError` instead of ending the loop. `pass` gets `isStopped` to end long work early on shutdown.
 * The scoring, reminder and demo rally workers run on it (docs/decisions/0100, 0195, 0201).
 */
export function startPollingLoop<T>(pass: (isStopped: () => boolean) => Promise<T>, options: PollingLoopOptions<T>): PollingLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const isStopped = () => stopped;
  const run = async () => {
    try {
      const result = await pass(isStopped);
      if (options.finishedWhen?.(result)) stopped = true;
    } catch (err) {
      options.onError?.(err);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = run().finally(schedule);
    }, options.intervalMs);
  };
  if (options.immediately) current = run().finally(schedule);
  else schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
