import { queryOptions } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '@shared/api/reach';
import { api } from '@web/lib/api';

/** The server's VAPID public key (null: push is off on this server; decision 0196). */
export const pushPublicKeyQueryOptions = queryOptions({
  queryKey: ['push', 'public-key'] as const,
  queryFn: ({ signal }) => api.get('/api/push/public-key', { signal }),
  staleTime: Infinity,
});

export function saveSubscription(subscription: PushSubscriptionBody): Promise<{ subscribed: true }> {
  return api.post('/api/me/push/subscriptions', { body: subscription });
}

export function removeSubscription(endpoint: string): Promise<{ removed: boolean }> {
  return api.post('/api/me/push/subscriptions/remove', { body: { endpoint } });
}
