/** What the server pushes (server `PushPayload`): the notice in the browser's language and where a tap goes. */
interface PushPayload {
  readonly title: string
  readonly body: string
  readonly url: string
  readonly tag: string
}

const payloadOf = (data: PushMessageData | null): PushPayload | undefined => {
  try {
    const parsed = data?.json() as Partial<PushPayload> | undefined
    if (typeof parsed?.body !== 'string') return undefined
    return { title: parsed.title ?? 'Bourse', body: parsed.body, url: parsed.url ?? '/alerts', tag: parsed.tag ?? '' }
  } catch {
    return undefined
  }
}

/** Only a path of this app is opened (a payload never sends the investor elsewhere). */
const appPath = (url: unknown): string => (typeof url === 'string' && /^\/(?!\/)/.test(url) ? url : '/alerts')

/**
 * Web Push (issue 30): a push shows the alert's or the GTT's text as the server wrote it (never a balance); a tap
 * opens the instrument's page in the app's window, or in a new one.
 */
export const installPush = (worker: ServiceWorkerGlobalScope): void => {
  worker.addEventListener('push', (event) => {
    const payload = payloadOf(event.data)
    if (payload === undefined) return
    event.waitUntil(
      worker.registration.showNotification(payload.title, {
        body: payload.body,
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        ...(payload.tag === '' ? {} : { tag: payload.tag }),
        data: { url: appPath(payload.url) },
      }),
    )
  })
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const path = appPath((event.notification.data as { url?: unknown } | null)?.url)
    event.waitUntil(
      (async () => {
        // The app's window this worker controls is reused; a page opened before the worker took over cannot be
        // navigated by it, so a new window opens then.
        const windows = await worker.clients.matchAll({ type: 'window' })
        const open = windows[0]
        if (open) {
          await open.focus().catch(() => undefined)
          if (await open.navigate(new URL(path, worker.location.origin).href).catch(() => null)) return
        }
        await worker.clients.openWindow(path)
      })(),
    )
  })
}
