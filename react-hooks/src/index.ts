export * from './account/index.js'
export {
  type AccountRefresher,
  type AccountState,
  createAccountStore,
  type SiteSettings,
  type UserInfo,
} from './accountStore.js'
export { type AlertState, type AlertType, alertHideMs, createAlertStore } from './alertStore.js'
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiFailure,
  type ApiResult,
  type CallOptions,
  createApiClient,
  langHeader,
  signedOutPhrase,
  type WireOf,
} from './apiClient.js'
export { type CardViewState, createCardViewStore, useCardView } from './cardViewStore.js'
export {
  type ContractOrderState,
  type ContractRow,
  contractHandPresets,
  createContractOrderStore,
  createFuturesOrderStore,
  createIndexOrderStore,
} from './contractOrderStore.js'
export {
  type ContractClose,
  type ContractKind,
  type ContractPositionLists,
  type ContractPositionsState,
  createContractPositionsStore,
  type FuturesPosition,
  type IndexPosition,
} from './contractPositionsStore.js'
export { createMutation, type Mutation } from './createMutation.js'
export type { OpenRows } from './dayBasis.js'
export * from './documents/index.js'
export * from './financing/index.js'
export { createFuturesListStore, type FuturesRow, goldFuturesCode } from './futuresList.js'
export * from './helpDesk/index.js'
export * from './identity/index.js'
export {
  awaitsPayment,
  createIpoStore,
  type IpoItem,
  type IpoOutcome,
  type IpoState,
  ipoPageSize,
  listingOf,
} from './ipoStore.js'
export {
  chartPageSize,
  createKlineStore,
  type IndicatorLines,
  type IndicatorName,
  indicatorLines,
  indicatorNames,
  type KlineAdjustment,
  type KlinePeriod,
  type KlineState,
  type KlineSymbol,
  klinePeriods,
} from './klineStore.js'
export {
  createLiveConnection,
  type LiveConnection,
  type LiveConnectionDeps,
  type LiveConnectionState,
  type LiveEvent,
  type LiveFedChannel,
  type LiveQuote,
  type LiveStaffItem,
  type LiveStatus,
  silenceCheckMs,
} from './live/liveConnection.js'
export { coversAccount, coversAccountAndQuotes, coversQuotes, whileNotLive } from './live/liveGate.js'
export { createLiveListPoller, type LiveListOptions } from './live/liveList.js'
export { livePrice, withLiveFields, withLiveQuote } from './live/liveQuoteFields.js'
export { browserSocket, type LiveCredentials, type LiveSocket, type OpenLiveSocket } from './live/liveSocket.js'
export { useLive } from './live/useLive.js'
export {
  createIndexListStore,
  createMarketListStore,
  createNewsListStore,
  createStockSearchStore,
  createStrongBuySearchStore,
  type IndexRow,
  type MarketFilter,
  type NewsItem,
  type NewsType,
  type StockRow,
  type StrongBuyRow,
  searchDebounce,
  stockCodeSearchText,
} from './marketLists.js'
export { createNewsDetailStore, type NewsDetailState } from './newsDetailStore.js'
export {
  afterOrder,
  authenticationPath,
  createOrderTicketStore,
  fallbackLever,
  handPresets,
  leversOf,
  type OrderOutcome,
  type OrderTab,
  type OrderTicketState,
} from './orderTicketStore.js'
export {
  createPagedListStore,
  defaultPageSize,
  type Page,
  type PagedListOptions,
  type PagedListState,
} from './pagedListStore.js'
export {
  createPoller,
  createPollingSlot,
  type Poller,
  type PollingDependencies,
  type PollingSlot,
  pollIntervals,
} from './poller.js'
export { type BadgeSources, positionBadges } from './positionBadges.js'
export { createPositionSearchStore, positionSearchDebounceMs, positionSearchFilter } from './positionSearchStore.js'
export {
  type CloseOutcome,
  closePreview,
  createPositionsStore,
  type IpoApplication,
  liquidationDistances,
  type PendingOrder,
  type Position,
  type PositionLists,
  type PositionsState,
  type PositionTab,
  positionTabs,
  stockLiquidationLine,
  type TargetDraft,
} from './positionsStore.js'
export {
  createPreferencesStore,
  type KeyValueStorage,
  languageStorageKey,
  type PreferencesState,
} from './preferencesStore.js'
export { createQuoteStore, type QuoteState, type SingleStock } from './quoteStore.js'
export {
  guardRoute,
  type Navigation,
  needsToken,
  publicPaths,
  type RouteDecision,
  returnPath,
} from './routeGuard.js'
export * from './secondFactor/index.js'
export {
  createSessionStore,
  registrationCodePlaceholder,
  type SecondFactorDue,
  type SessionDependencies,
  type SessionState,
  tokenStorageKey,
} from './sessionStore.js'
export { createSiteInfoStore, isDemoMarket, type SiteInfo, type SiteInfoState } from './siteInfoStore.js'
export * from './staff/index.js'
export {
  createStrongBuyApplicationsStore,
  createStrongBuyStore,
  readStrongBuyItem,
  type StrongBuyApplication,
  type StrongBuyItemProblem,
  type StrongBuyItemRead,
  type StrongBuyOutcome,
  type StrongBuyState,
  strongBuyItemQuery,
} from './strongBuyStore.js'
export * from './texts/index.js'
export { alwaysVisible, documentVisibility, hostTimers, type Timers, type VisibilitySource } from './timers.js'
export {
  createTradeHistoryStore,
  stockTrade,
  type TradeHistoryState,
  useTradeHistory,
} from './tradeHistoryStore.js'
export * from './trading/index.js'
export { useAccount } from './useAccount.js'
export { useAlert } from './useAlert.js'
export { useContractOrder } from './useContractOrder.js'
export { useContractPositions } from './useContractPositions.js'
export { useKline } from './useKline.js'
export { useNewsDetail } from './useNewsDetail.js'
export { useOrderTicket } from './useOrderTicket.js'
export { usePagedList } from './usePagedList.js'
export { usePositions } from './usePositions.js'
export { usePreferences } from './usePreferences.js'
export { useQuote } from './useQuote.js'
export { useSession } from './useSession.js'
export { useSiteInfo } from './useSiteInfo.js'
export { useStrongBuy } from './useStrongBuy.js'
export { useWatchlist } from './useWatchlist.js'
export * from './wallet/index.js'
export * from './watch/index.js'
export { createWatchlistStore, type WatchlistRow, type WatchlistState } from './watchlistStore.js'
