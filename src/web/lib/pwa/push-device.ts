import type { PushSubscriptionBody } from '@shared/api/reach';

/**
 * This browser's side of push (decision 0215): whether it can, the site's notification permission, and its
 * subscription through the service worker. Behind one object so the Settings card's tests can stand in a fake
 * browser (setPushDevice), the way the live stream's tests do.
 */
export interface PushDevice {
  /** False without a service worker (the dev server, a private window of some browsers) or the Push API. */
  supported(): Promise<boolean>;
  permission(): NotificationPermission;
  /** Asks the browser's permission: only ever called from the player's own tap on the switch. */
  requestPermission(): Promise<NotificationPermission>;
  /** This device's subscription, or null. */
  current(): Promise<PushSubscriptionBody | null>;
  subscribe(publicKey: string): Promise<PushSubscriptionBody>;
  /** Ends this device's subscription; its endpoint (to remove on the server), or null when there was none. */
  unsubscribe(): Promise<string | null>;
}

/** The VAPID public key (base64url) as PushManager.subscribe wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function asBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return 'serviceWorker' in navigator ? navigator.serviceWorker.getRegistration() : undefined;
}

const browserDevice: PushDevice = {
  async supported() {
    if (typeof window === 'undefined' || !('PushManager' in window) || !('Notification' in window)) return false;
    return Boolean((await registration())?.pushManager);
  },
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async current() {
    const subscription = await (await registration())?.pushManager.getSubscription();
    return subscription ? asBody(subscription) : null;
  },
  async subscribe(publicKey) {
    const reg = await navigator.serviceWorker.ready;
    // The browser shows every push as a notice (userVisibleOnly): the worker always shows one.
    return asBody(await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  },
  async unsubscribe() {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  },
};

let device: PushDevice = browserDevice;

export function pushDevice(): PushDevice {
  return device;
}

/** Tests: a fake browser, or the real one again with none. */
export function setPushDevice(next: PushDevice | null): void {
  device = next ?? browserDevice;
}
