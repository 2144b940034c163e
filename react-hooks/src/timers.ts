/** The timer functions the stores use, injectable so the terminal client and tests can supply their own. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The host's timers, read at each call so test fake timers installed later still apply. */
export const hostTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** Whether the page is shown; the browser passes `document.visibilityState`, Ink a source that is always visible. */
export interface VisibilitySource {
  isVisible(): boolean
  /** Calls `listener` on every change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void
}

export const alwaysVisible: VisibilitySource = { isVisible: () => true, subscribe: () => () => {} }

/** The browser's page visibility as a `VisibilitySource`. */
export const documentVisibility = (document: Document): VisibilitySource => ({
  isVisible: () => document.visibilityState !== 'hidden',
  subscribe: (listener) => {
    document.addEventListener('visibilitychange', listener)
    return () => document.removeEventListener('visibilitychange', listener)
  },
})
