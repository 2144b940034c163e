import {
  createContractPositionsStore,
  createFuturesListStore,
  createFuturesOrderStore,
  createIndexOrderStore,
  createIpoStore,
  createMarketListStore,
  createNewsDetailStore,
  createOrderTicketStore,
  createPositionSearchStore,
  createPositionsStore,
  createQuoteStore,
  createStockSearchStore,
  createStrongBuySearchStore,
  createTradeHistoryStore,
  createWatchlistStore,
} from '@bourse/react-hooks'
import { account, client, live, visibility } from './appStores.js'

// The trading screens' stores: created when the first screen that imports them loads (a lazy chunk), not in the entry,
// so neither their code nor core's rules behind them are evaluated before the first paint. Each store lives as long as
// the app from then on, as the entry's do.

/** List stores keep a tab's rows and scroll when the user comes back. */
export const marketList: ReturnType<typeof createMarketListStore> = createMarketListStore(client)
export const stockSearch: ReturnType<typeof createStockSearchStore> = createStockSearchStore(client)
export const strongBuySearch: ReturnType<typeof createStrongBuySearchStore> = createStrongBuySearchStore(client)

/** The quote of the stock on screen (chart, order page): live from the socket, polled only while it is down. */
export const quotes: ReturnType<typeof createQuoteStore> = createQuoteStore(client, { visibility, live })
export const watchlist: ReturnType<typeof createWatchlistStore> = createWatchlistStore(client)
export const ticket: ReturnType<typeof createOrderTicketStore> = createOrderTicketStore(client, { account })
export const positions: ReturnType<typeof createPositionsStore> = createPositionsStore(client, {
  visibility,
  account,
  live,
})
export const ipo: ReturnType<typeof createIpoStore> = createIpoStore(client, undefined, { account })
export const indexTicket: ReturnType<typeof createIndexOrderStore> = createIndexOrderStore(client, { account })

/** The futures list (gold is `GC`) and the futures order form of /buyGold. */
export const futuresList: ReturnType<typeof createFuturesListStore> = createFuturesListStore(client)
export const futuresTicket: ReturnType<typeof createFuturesOrderStore> = createFuturesOrderStore(client, { account })
/** Open index and futures positions (/warehouse, /buyGold). */
export const contractPositions: ReturnType<typeof createContractPositionsStore> = createContractPositionsStore(client, {
  visibility,
  account,
  live,
})
/** The position search pages (/positionSearch?state=0 open, 1 closed). */
export const openPositionSearch: ReturnType<typeof createPositionSearchStore> = createPositionSearchStore(client, 0)
export const closedPositionSearch: ReturnType<typeof createPositionSearchStore> = createPositionSearchStore(client, 1)
export const newsDetail: ReturnType<typeof createNewsDetailStore> = createNewsDetailStore(client)
/** One trade history of every account (the Closed tab of /warehouse and /orderlist), read when shown. */
export const tradeHistory: ReturnType<typeof createTradeHistoryStore> = createTradeHistoryStore(client)
