import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoringJob } from '@shared/api/admin-results';
import { apiClient } from '@web/lib/api-client';
import { adminKeys } from './keys';

export function fetchJob(jobId: number, signal?: AbortSignal): Promise<ScoringJob> {
  return apiClient.get<ScoringJob>(`/api/admin/jobs/${jobId}`, { signal });
}

const JOB_POLL_MS = 1000;

/** Polls the job once a second until it has succeeded or failed. */
export const jobQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: adminKeys.job(jobId),
    queryFn: ({ signal }) => fetchJob(jobId, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'succeeded' || status === 'failed' ? false : JOB_POLL_MS;
    },
  });

export function useJob(jobId: number | null) {
  return useQuery({ ...jobQueryOptions(jobId ?? 0), enabled: jobId !== null });
}
