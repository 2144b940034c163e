import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { neverCachedPaths } from './neverCached.js'

/** One precached file of the build, as vite-plugin-pwa injects the list (`self.__WB_MANIFEST`). */
export type PrecacheEntry = { readonly url: string; readonly revision: string | null } | string

/**
 * The installed app's shell (issue 36): the build's own files — the page, its scripts (every screen and its texts in
 * three languages), styles, icons, fonts and the manifest — cached at install and served from the cache, so the app
 * opens offline. Every navigation inside the app is the shell's `index.html` (the routes are the app's own), except
 * the paths `neverCached` names. Caches of an older build are removed once this one is active.
 */
export const installShell = (manifest: readonly PrecacheEntry[]): void => {
  precacheAndRoute([...manifest])
  cleanupOutdatedCaches()
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...neverCachedPaths] }))
}
