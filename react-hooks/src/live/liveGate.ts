import type { VisibilitySource } from '../timers.js'
import type { LiveConnection, LiveConnectionState } from './liveConnection.js'

/** True while the socket is open and every one of `codes` has its state from the quote channel. */
export const coversQuotes =
  (codes: () => readonly string[]) =>
  (state: LiveConnectionState): boolean =>
    state.status === 'open' && codes().every((code) => state.quotes.has(code))

/** True while the socket is open with the account channel (the handshake carried the investor's credentials). */
export const coversAccount = (state: LiveConnectionState): boolean =>
  state.status === 'open' && state.channels.includes('account')

/** True while the socket carries the account channel and every one of `codes` (an account's rows and their prices). */
export const coversAccountAndQuotes =
  (codes: () => readonly string[]) =>
  (state: LiveConnectionState): boolean =>
    coversAccount(state) && coversQuotes(codes)(state)

/**
 * The visibility a REST poller runs on once the socket feeds its store (issue 36): shown only while the page is and
 * the socket does not cover what the store polls — so the store polls only while the socket is down (or does not
 * carry its figures), and polls at once when the socket drops. Without a connection it is `visibility` itself.
 */
export const whileNotLive = (
  visibility: VisibilitySource,
  live: LiveConnection | undefined,
  covers: (state: LiveConnectionState) => boolean,
): VisibilitySource => {
  if (live === undefined) return visibility
  const isVisible = () => visibility.isVisible() && !covers(live.getState())
  return {
    isVisible,
    subscribe: (listener) => {
      let last = isVisible()
      const changed = () => {
        const next = isVisible()
        if (next === last) return
        last = next
        listener()
      }
      const stopVisibility = visibility.subscribe(changed)
      const stopLive = live.subscribe(changed)
      return () => {
        stopVisibility()
        stopLive()
      }
    },
  }
}
