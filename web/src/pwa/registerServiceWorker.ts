import { newVersionWaiting } from './updateReady.js'

/**
 * How long after the page's `load` the worker is registered (then at the browser's next idle moment): its install
 * fetches the whole build (≈ 1.3 MB) and costs the page ≈ 70 ms of main thread, kept out of the first screen's
 * loading and its first seconds of use (measured: 2 long tasks on /warehouse 3 s after `load`, none with no worker).
 */
const afterLoadMs = 10_000

/** How long after a failed registration (the server out of reach) it is tried again. */
const retryMs = 30_000

/**
 * Registers the installed app's service worker (issue 36) once the page has loaded and settled, so its install (the
 * build precached) never competes with the first screen's own files; workbox-window loads only then. A new version
 * waits: the shell asks the investor, and only a yes makes it take over (then the page reloads once).
 */
export const registerServiceWorker = (): void => {
  if (!('serviceWorker' in navigator)) return
  const install = () =>
    import('workbox-window')
      .then(({ Workbox }) => {
        const worker = new Workbox('/serviceWorker.js')
        worker.addEventListener('waiting', () =>
          newVersionWaiting(async () => {
            worker.addEventListener('controlling', () => window.location.reload())
            worker.messageSkipWaiting()
          }),
        )
        return worker.register()
      })
      // The server was out of reach (the worker's code or script did not load): try again later.
      .catch(() => setTimeout(install, retryMs))
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(install, { timeout: 5_000 }) : install()
  const register = () => setTimeout(whenIdle, afterLoadMs)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

/** The precache of the shell (workbox names it `workbox-precache-…`): the same build files for every investor. */
const isShell = (name: string) => name.startsWith('workbox-precache')

/**
 * At sign-out (DECISIONS §25): every cache of this origin is deleted but the shell's — the build's own files, the
 * same for everyone, so the installed app still opens offline. No cache holds a per-user answer in the first place
 * (the worker caches none); this removes anything a later capability might have kept.
 */
export const clearCachesAtSignOut = async (): Promise<void> => {
  if (!('caches' in globalThis)) return
  const names = await caches.keys()
  await Promise.all(names.filter((name) => !isShell(name)).map((name) => caches.delete(name)))
}
