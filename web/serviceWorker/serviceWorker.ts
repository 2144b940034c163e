/// <reference lib="webworker" />
import { installPush } from './push.js'
import { installShell, type PrecacheEntry } from './shell.js'
import { installUpdates } from './updates.js'

declare const self: ServiceWorkerGlobalScope & { readonly __WB_MANIFEST: readonly PrecacheEntry[] }

/**
 * The installed app's service worker (issue 36), built by vite-plugin-pwa in injectManifest mode: each capability is
 * one `install…` call over the worker; Web Push (issue 30: `push` → notification, a tap opens the instrument) is
 * `push.ts`. No capability may cache a per-user answer, a price or a balance (`neverCached.ts`).
 */
installShell(self.__WB_MANIFEST)
installUpdates(self)
installPush(self)
