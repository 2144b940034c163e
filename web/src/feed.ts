import { useLive } from '@bourse/react-hooks'
import { live } from './appStores.js'

/**
 * Whether the live feed is silent (core's `feedIsSilent`: nothing heard from the socket, and no REST answer, for
 * more than 5 s): figures are greyed "as of" and Buy, Sell and Withdraw are off until fresh data arrives.
 */
export const useFeedSilent = (): boolean => useLive(live, (state) => state.silent)

/** When the figures on screen were last known current, while the feed is silent; `undefined` while it is live. */
export const useSilentSince = (): number | undefined =>
  useLive(live, (state) => (state.silent ? (state.heardAt ?? 0) : undefined))
