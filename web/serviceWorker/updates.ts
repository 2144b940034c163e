/** The message the page sends when the investor accepts the new version (vite-plugin-pwa's `updateSW(true)`). */
const skipWaiting = 'SKIP_WAITING'

/**
 * A new build waits until the investor agrees (the page asks: "A new version is ready — Reload"), so an open screen
 * never changes under them; the page then asks this worker to take over, and reloads.
 */
export const installUpdates = (worker: ServiceWorkerGlobalScope): void => {
  worker.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === skipWaiting) void worker.skipWaiting()
  })
}
