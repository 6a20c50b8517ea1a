import { api } from '@web/lib/api';
import { pushDevice } from './push-device';

/**
 * Ends this device's push subscription, in the browser and on the server (Settings' switch; sign-out, so a
 * shared device never shows the previous player's notices). Best effort: a device that cannot say keeps nothing.
 */
export async function endPushOnThisDevice(): Promise<void> {
  const endpoint = await pushDevice().unsubscribe().catch(() => null);
  if (endpoint) await api.post('/api/me/push/subscriptions/remove', { body: { endpoint } });
}
