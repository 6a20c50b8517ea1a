import { queryOptions } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '@shared/api/reach';
import { apiClient } from '@web/lib/api-client';

/** The server's VAPID public key (null: push is off on this server; decision 0196). */
export const pushPublicKeyQueryOptions = queryOptions({
  queryKey: ['push', 'public-key'] as const,
  queryFn: ({ signal }) => apiClient.get<{ publicKey: string | null }>('/api/push/public-key', { signal }),
  staleTime: Infinity,
});

export function saveSubscription(subscription: PushSubscriptionBody): Promise<{ subscribed: true }> {
  return apiClient.post('/api/me/push/subscriptions', subscription);
}

export function removeSubscription(endpoint: string): Promise<{ removed: boolean }> {
  return apiClient.post('/api/me/push/subscriptions/remove', { endpoint });
}
