import { WatchlistRows } from './WatchlistRows.js'

/** The markets page's watchlist tab. */
export const WatchlistTab = () => <WatchlistRows />
