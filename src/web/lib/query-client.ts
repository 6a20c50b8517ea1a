import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 2;

/** Answers that may change by asking again (the spec's retryable statuses): a gateway or a server restarting. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/**
 * A network failure or a 502/503/504 is retried; any other answer (a 4xx, or a 500 from a bug) would come back
 * the same, so the screen shows its error at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && !RETRYABLE_STATUSES.has(error.status)) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a read is tried even when the browser says it is offline, so the service worker can answer
      // it from what it kept (decision 0215); a failed one then waits for the network as before.
      queries: { staleTime: 30_000, retry: shouldRetry, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
