import { createLiveListPoller, pollIntervals, useLive } from '@bourse/react-hooks'
import { useEffect, useRef } from 'react'
import { live, visibility } from './appStores.js'
import type { PagedStore } from './storeTypes.js'

/**
 * Whether the live feed is silent (core's `feedIsSilent`: nothing heard from the socket, and no REST answer, for
 * more than 5 s): figures are greyed "as of" and Buy, Sell and Withdraw are off until fresh data arrives.
 */
export const useFeedSilent = (): boolean => useLive(live, (state) => state.silent)

/** When the figures on screen were last known current, while the feed is silent; `undefined` while it is live. */
export const useSilentSince = (): number | undefined =>
  useLive(live, (state) => (state.silent ? (state.heardAt ?? 0) : undefined))

/**
 * Keeps a quote list's rows live while the screen is shown (react-hooks' `createLiveListPoller`): the socket moves
 * each row, REST every `intervalMs` only while the socket does not carry them.
 */
export const useLiveList = <Row extends object, Filter>(
  list: PagedStore<Row, Filter>,
  codeOf: (row: Row) => string,
  intervalMs: number = pollIntervals.list,
): void => {
  // Screens pass `codeOf` inline (a new function each render): the poller keeps the first, which names the same field.
  const code = useRef(codeOf)
  useEffect(() => {
    const poller = createLiveListPoller(list, (row) => code.current(row), { live, visibility, intervalMs })
    poller.start()
    return () => poller.stop()
  }, [list, intervalMs])
}
