/* Web push handlers, imported by the generated service worker (vite.config.ts workbox.importScripts).
 * The payload is the API's notification in the person's language: { id, title, body, link } (decision 025). */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Limpa';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.id,
      icon: '/icons/icon-192.png',
      badge: '/icons/favicon-32.png',
      data: { link: data.link || '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.link || '/notifications', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) return open.navigate(target);
        return;
      }
      return self.clients.openWindow(target);
    })(),
  );
});
