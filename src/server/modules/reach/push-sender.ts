import type https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { VapidKeys } from '../../config';
import type { Db } from '../../db/client';
import { reachTexts } from '../../mail/mail-texts';
import type { DeliveryFacts } from './delivery-facts.repo';
import { dropSubscription, subscriptionsOf } from './push-subscriptions.repo';
import { factsLanguage } from './reach-mail';

/** What the service worker shows: a title, a line, and where a tap goes. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export function pushPayload(f: DeliveryFacts): PushPayload {
  const t = reachTexts(factsLanguage(f.language));
  const url = `/events/${f.eventId}`;
  const tag = `${f.kind}-${f.eventId}`;
  if (f.kind === 'digest') {
    const total = (f.teamPoints ?? 0) + (f.predictionPoints ?? 0);
    return { title: t('push.digestTitle', { event: f.eventName }), body: t('push.digestBody', { total }), url, tag };
  }
  return { title: t('push.lockTitle', { event: f.eventName }), body: t('push.lockBody'), url, tag };
}

/**
 * Sends one notice to every device of the player (Web Push with VAPID, through `web-push`). A device whose
 * push service answers 404 or 410 has unsubscribed or expired: its subscription is removed. Any other
 * failure throws, so the delivery is marked failed and tried again (nothing reached that device).
 */
export async function pushToPlayer(
  db: Db,
  vapid: VapidKeys,
  f: DeliveryFacts,
  /** Tests pass an agent that trusts their local push service's certificate; production uses the default. */
  agent?: https.Agent,
): Promise<{ delivered: number; removed: number }> {
  const payload = JSON.stringify(pushPayload(f));
  let delivered = 0;
  let removed = 0;
  for (const sub of await subscriptionsOf(db, f.userId)) {
    try {
      await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        // A lock reminder is worthless after the lock: the push service may drop it after an hour.
        TTL: 3600,
        urgency: 'high',
        timeout: 10_000,
        ...(agent ? { agent } : {}),
      });
      delivered += 1;
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        await dropSubscription(db, sub.id);
        removed += 1;
      } else {
        throw err;
      }
    }
  }
  return { delivered, removed };
}
