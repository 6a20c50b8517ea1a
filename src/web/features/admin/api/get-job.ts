import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoringJob } from '@shared/api/admin-results';
import { api } from '@web/lib/api';
import { adminKeys } from './keys';

export function fetchJob(jobId: number, signal?: AbortSignal): Promise<ScoringJob> {
  return api.get('/api/admin/jobs/:id', { params: { id: jobId }, signal });
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
