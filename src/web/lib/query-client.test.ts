import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('which failed reads are asked again', () => {
  it.each([502, 503, 504])('retries a %i twice (a gateway or a restarting server)', (status) => {
    const error = new ApiError(status, 'UNAVAILABLE', 'try later');
    expect([0, 1, 2].map((n) => shouldRetry(n, error))).toEqual([true, true, false]);
  });

  it.each([400, 401, 403, 404, 409, 429, 500])('shows a %i at once: asking again gives the same answer', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'X', 'no'))).toBe(false);
  });

  it('retries a network failure (no answer at all)', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});
