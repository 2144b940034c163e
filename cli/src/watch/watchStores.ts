import { type ApiClient, createAccountStore, createPositionsStore, createWatchlistStore } from '@bourse/react-hooks'
import type { WatchProps } from './WatchApp.js'

/** The stores of `WatchApp`, and whether the session named a user. */
export type WatchStores = Pick<WatchProps, 'account' | 'positions' | 'watchlist' | 'refresh'> & {
  readonly signedIn: boolean
}

/**
 * The web app's own stores that `bourse watch` shows: the account (its user and settings loaded; the settings only
 * once the user is known), the open positions and the watchlist. `refresh` reads all three again.
 */
export const watchStores = async (client: ApiClient): Promise<WatchStores> => {
  const account = createAccountStore(client)
  const user = await account.getState().loadUser()
  if (user !== undefined) await account.getState().loadSettings()
  const { lists } = createPositionsStore(client, { account })
  const { list: watchlist } = createWatchlistStore(client)
  const positions = lists.open
  const refresh = async () => {
    await Promise.all([
      account.getState().refresh(),
      positions.getState().setFilter(0),
      watchlist.getState().setFilter(''),
    ])
  }
  return { signedIn: user !== undefined, account, positions, watchlist, refresh }
}
