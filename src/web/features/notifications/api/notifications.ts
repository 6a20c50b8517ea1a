import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/api/notifications';
import { api } from '@web/lib/api';
import { unreadCountQueryOptions } from './unread-count';

/** Every notifications query sits under this key, so marking one read refreshes the list and the badge. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export function fetchNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api.get('/api/notifications', { signal });
}

export const notificationListQueryOptions = queryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ signal }) => fetchNotifications(signal),
  // Fetched when the panel opens, which is exactly when the player wants the latest.
  staleTime: 0,
});

/** The latest notifications; fetched only while the panel is open. The list's count also updates the badge. */
export function useNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    ...notificationListQueryOptions,
    enabled,
    queryFn: async ({ signal }) => {
      const list = await fetchNotifications(signal);
      queryClient.setQueryData(unreadCountQueryOptions.queryKey, list.unread);
      return list;
    },
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/notifications/:id/read', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/notifications/read-all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
