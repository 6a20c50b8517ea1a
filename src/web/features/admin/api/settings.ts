import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '@shared/api/admin-settings';
import { api } from '@web/lib/api';
import { adminKeys } from './keys';

// GET and PUT of one small resource share a file: the mutation writes its answer straight into the query.
export function fetchSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return api.get('/api/admin/settings', { signal });
}

export const settingsQueryOptions = queryOptions({
  queryKey: adminKeys.settings(),
  queryFn: ({ signal }) => fetchSettings(signal),
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}

export function updateSettings(body: AdminSettings): Promise<AdminSettings> {
  return api.put('/api/admin/settings', { body });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, data);
      // The sign-up page reads the public switch.
      return queryClient.invalidateQueries({ queryKey: ['config'] });
    },
  });
}
