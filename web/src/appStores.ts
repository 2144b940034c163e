import {
  createAccountStore,
  createAlertStore,
  createContractPositionsStore,
  createFuturesListStore,
  createFuturesOrderStore,
  createIndexListStore,
  createIndexOrderStore,
  createIpoStore,
  createMarketListStore,
  createNewsDetailStore,
  createNewsListStore,
  createOrderTicketStore,
  createPositionSearchStore,
  createPositionsStore,
  createQuoteStore,
  createSessionStore,
  createSiteInfoStore,
  createStockSearchStore,
  createStrongBuySearchStore,
  createWatchlistStore,
  documentVisibility,
} from '@bourse/react-hooks'
import { createLazyApiClient } from './lazyApiClient.js'
import { preferences } from './preferences.js'

/** Writes the `USER_TOKEN` cookie beside the local-storage token (spec 001 §9: expires after 365 days). */
const writeCookie = (token: string | undefined): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on the older phones this targets
  document.cookie =
    token === undefined
      ? 'USER_TOKEN=; path=/; max-age=0; SameSite=Lax'
      : `USER_TOKEN=${encodeURIComponent(token)}; path=/; max-age=${365 * 24 * 3600}; SameSite=Lax`
}

/**
 * The app's one API client, same-origin (the server serves the app and `/prod-api`). Its decoding loads in its own
 * chunk (`lazyApiClient.ts`), started as the app starts.
 */
export const client = createLazyApiClient({
  baseUrl: '',
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => session.getState().token,
  getLanguage: () => preferences.getState().language,
  onSignedOut: (msg) => session.getState().signedOut(msg),
})

export const session = createSessionStore({ storage: localStorage, writeCookie, client: () => client })
export const visibility = documentVisibility(document)
/** The user, settings and the parts of total assets; every store that moves money refreshes it. */
export const account = createAccountStore(client, { visibility })
export const alerts = createAlertStore()

/** List stores live as long as the app, so a tab keeps its rows and scroll when the user comes back. */
export const newsList: ReturnType<typeof createNewsListStore> = createNewsListStore(client)
export const indexList: ReturnType<typeof createIndexListStore> = createIndexListStore(client)
export const marketList: ReturnType<typeof createMarketListStore> = createMarketListStore(client)
export const stockSearch: ReturnType<typeof createStockSearchStore> = createStockSearchStore(client)
export const strongBuySearch: ReturnType<typeof createStrongBuySearchStore> = createStrongBuySearchStore(client)

/** The quote of the stock on screen (chart, order page), polled every 5 s while the page is shown. */
export const quotes: ReturnType<typeof createQuoteStore> = createQuoteStore(client, { visibility })
export const watchlist: ReturnType<typeof createWatchlistStore> = createWatchlistStore(client)
export const ticket: ReturnType<typeof createOrderTicketStore> = createOrderTicketStore(client, { account })
export const positions: ReturnType<typeof createPositionsStore> = createPositionsStore(client, { visibility, account })
export const ipo: ReturnType<typeof createIpoStore> = createIpoStore(client, undefined, { account })
export const indexTicket: ReturnType<typeof createIndexOrderStore> = createIndexOrderStore(client, { account })

/** The futures list (gold is `GC`) and the futures order form of /buyGold. */
export const futuresList: ReturnType<typeof createFuturesListStore> = createFuturesListStore(client)
export const futuresTicket: ReturnType<typeof createFuturesOrderStore> = createFuturesOrderStore(client, { account })
/** Open index and futures positions (/warehouse, /buyGold). */
export const contractPositions: ReturnType<typeof createContractPositionsStore> = createContractPositionsStore(client, {
  visibility,
  account,
})
/** The position search pages (/positionSearch?state=0 open, 1 closed). */
export const openPositionSearch: ReturnType<typeof createPositionSearchStore> = createPositionSearchStore(client, 0)
export const closedPositionSearch: ReturnType<typeof createPositionSearchStore> = createPositionSearchStore(client, 1)
/** Site name, agreement text and calendar mode, read once. */
export const siteInfo: ReturnType<typeof createSiteInfoStore> = createSiteInfoStore(client)
export const newsDetail: ReturnType<typeof createNewsDetailStore> = createNewsDetailStore(client)
