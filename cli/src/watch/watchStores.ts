import {
  type ApiClient,
  createAccountStore,
  createLiveListPoller,
  createWatchlistStore,
  type LiveConnection,
  pollIntervals,
} from '@bourse/react-hooks'
import type { WatchProps } from './WatchApp.js'

/** The stores of `WatchApp`, and whether the session named a user. */
export type WatchStores = Pick<WatchProps, 'account' | 'watchlist' | 'refresh' | 'start'> & {
  readonly signedIn: boolean
}

const alwaysShown = { isVisible: () => true, subscribe: () => () => {} }

/**
 * The web app's own stores that `bourse watch` shows: the account (its user and settings loaded; the settings only
 * once the user is known) with its open rows, and the watchlist. `refresh` reads both again; `start` keeps them live
 * on `live` (issue 36: quotes move rows and prices, the account channel's changes read the account again; REST every
 * 5 s only while the socket does not carry them) and answers the stop.
 */
export const watchStores = async (client: ApiClient, live?: LiveConnection): Promise<WatchStores> => {
  const account = createAccountStore(client, live ? { live } : {})
  const user = await account.getState().loadUser()
  if (user !== undefined) await account.getState().loadSettings()
  const { list: watchlist } = createWatchlistStore(client)
  const refresh = async () => {
    await Promise.all([account.getState().refresh(), watchlist.getState().setFilter('')])
  }
  const start = () => {
    const quotes = createLiveListPoller(watchlist, (row) => row.stockCode, {
      live,
      visibility: alwaysShown,
      intervalMs: pollIntervals.quote,
    })
    account.getState().startLive()
    quotes.start()
    return () => {
      quotes.stop()
      account.getState().stopLive()
    }
  }
  return { signedIn: user !== undefined, account, watchlist, refresh, start }
}
