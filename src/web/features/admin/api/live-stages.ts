import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLiveResponse, ImportStagesBody, SaveStageBody } from '@shared/api/live';
import type { ResultIssue } from '@shared/api/admin-results';
import { api } from '@web/lib/api';
import { isApiError } from '@web/lib/api-client';
import { adminKeys } from './keys';

/** The Live page's reads and writes (issue 29 part 2): an active event's stages, their saved facts, save, import. */
export const adminLiveQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: adminKeys.live(eventId),
    queryFn: ({ signal }) => api.get('/api/admin/events/:id/live', { params: { id: eventId }, signal }),
  });

export function useAdminLive(eventId: number | null) {
  return useQuery({ ...adminLiveQueryOptions(eventId ?? 0), enabled: eventId !== null });
}

/** Every save answers with the whole fresh live state: it goes straight into the cache (no re-read). */
function useLiveWrite<V>(eventId: number, write: (vars: V) => Promise<AdminLiveResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (data) => queryClient.setQueryData(adminKeys.live(eventId), data),
    onError: (error) => {
      // Someone saved the stage meanwhile (409): read it again so the admin sees what is there now.
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: adminKeys.live(eventId) });
    },
  });
}

export function useSaveLiveStage(eventId: number) {
  return useLiveWrite(eventId, ({ stageId, body }: { stageId: number; body: SaveStageBody }) =>
    api.put('/api/admin/events/:id/live/stages/:stageId', { params: { id: eventId, stageId }, body }),
  );
}

export function useImportLiveStages(eventId: number) {
  return useLiveWrite(eventId, (body: ImportStagesBody) =>
    api.post('/api/admin/events/:id/live/import', { params: { id: eventId }, body }),
  );
}

/** The rows and fields a 400 refused (`details.issues`), or [] for any other failure. */
export function refusedRows(error: unknown): ResultIssue[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const details = error.details as { issues?: unknown } | undefined;
  if (!details || !Array.isArray(details.issues)) return [];
  return details.issues.filter(
    (i): i is ResultIssue =>
      typeof i === 'object' && i !== null && typeof (i as ResultIssue).row === 'number' && typeof (i as ResultIssue).field === 'string',
  );
}
