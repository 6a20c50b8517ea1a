declare const self: ServiceWorkerGlobalScope;

/** What the server pushes (decision 0196): texts already in the player's language. */
interface PushPayload {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

/** Only a page of this site is opened from a notice; anything else opens the dashboard. */
function sameOriginUrl(url: unknown): string {
  const dashboard = new URL('/dashboard', self.location.origin).href;
  if (typeof url !== 'string') return dashboard;
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.href : dashboard;
  } catch {
    return dashboard;
  }
}

function readPayload(event: PushEvent): PushPayload {
  try {
    return (event.data?.json() ?? {}) as PushPayload;
  } catch {
    return { body: event.data?.text() };
  }
}

export function listenForPush(): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event);
    const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Rally Fantasy';
    event.waitUntil(
      self.registration.showNotification(title, {
        body: typeof payload.body === 'string' ? payload.body : undefined,
        // The same tag replaces an older notice of the same kind instead of piling up.
        tag: typeof payload.tag === 'string' ? payload.tag : undefined,
        icon: '/icons/icon-192.png',
        data: { url: sameOriginUrl(payload.url) },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const same = windows.find((client) => client.url === url) ?? windows[0];
        if (same) {
          try {
            const focused = await same.focus();
            if (focused.url !== url) await focused.navigate(url);
            return;
          } catch {
            // A window this worker does not control cannot be sent elsewhere: a new one opens instead.
          }
        }
        await self.clients.openWindow(url);
      })(),
    );
  });
}
