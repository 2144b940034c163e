import { useSyncExternalStore } from 'react'

type Apply = () => Promise<void>

let apply: Apply | undefined
const listeners = new Set<() => void>()

/** The service worker has a new version waiting: `accept` makes it take over and reloads the page. */
export const newVersionWaiting = (accept: Apply): void => {
  apply = accept
  for (const listener of listeners) listener()
}

/** The waiting version's "reload now", or `undefined` while there is none (or the investor said later). */
export const useNewVersion = (): Apply | undefined =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => apply,
  )

/** "Later": the prompt goes until the next new version (the waiting one takes over when every tab is closed). */
export const dismissNewVersion = (): void => {
  apply = undefined
  for (const listener of listeners) listener()
}
