import { AccountFigures, type Api, type Language, Money } from '@bourse/core'
import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from './apiClient.js'

type StockRow = Api.DataOf<'/user/position/list.do'>['list'][number]
type IndexRow = Api.DataOf<'/user/index/position/list.do'>['list'][number]
type FuturesRow = Api.DataOf<'/user/futures/position/list.do'>['list'][number]

export interface TradeHistoryState {
  /** Core's trade history of every account, newest close first; undefined until loaded. */
  readonly lines: readonly AccountFigures.TradeLine[] | undefined
  readonly totals: ReturnType<typeof AccountFigures.tradeTotals> | undefined
  readonly loading: boolean
  /** Reads every closed stock, index, futures and financing position. */
  load(): Promise<void>
  /** The loaded history as CSV (core `tradeHistoryCsv`), names in the reader's language. */
  csv(language: Language): string
}

const pageSize = 100
/** The most pages read per account (10 000 closed positions). */
const maxPages = 100

/** A closed stock or financing position as a trade: every charge of the row, its booked price P&L. */
export const stockTrade = (row: StockRow, account: 'stock' | 'financing'): AccountFigures.Trade => ({
  account,
  positionSn: row.positionSn,
  name: row.stockName,
  code: row.stockCode,
  direction: row.orderDirection,
  quantity: row.orderNum,
  openPrice: row.buyOrderPrice,
  closePrice: row.sellOrderPrice ?? row.now_price,
  openedAt: row.buyOrderTime,
  closedAt: row.sellOrderTime ?? row.buyOrderTime,
  realised: row.profitAndLose,
  charges: Money.sum([row.orderFee, row.orderSpread, row.spreadRatePrice, row.orderStayFee]),
})

/** A closed index or futures position as a trade: its fee is its one charge. */
const contractTrade = (
  row: Omit<IndexRow, 'indexName' | 'indexCode'>,
  account: 'index' | 'futures',
  name: string,
  code: string,
): AccountFigures.Trade => ({
  account,
  positionSn: row.positionSn,
  name,
  code,
  direction: row.orderDirection,
  quantity: row.orderNum,
  openPrice: row.buyOrderPrice,
  closePrice: row.sellOrderPrice ?? row.now_price,
  openedAt: row.buyOrderTime,
  closedAt: row.sellOrderTime ?? row.buyOrderTime,
  realised: row.profitAndLose,
  charges: row.orderFee,
})

/** Every page of a list, 100 a page. */
const readAll = async <Item>(read: (pageNum: number) => Promise<readonly Item[] | undefined>) => {
  const items: Item[] = []
  for (let pageNum = 1; pageNum <= maxPages; pageNum += 1) {
    const page = await read(pageNum)
    if (page === undefined) return undefined
    items.push(...page)
    if (page.length < pageSize) break
  }
  return items
}

/** One trade history (stock, index, futures, financing) with realised P&L and charges, and its CSV. */
export const createTradeHistoryStore = (client: ApiClient): StoreApi<TradeHistoryState> =>
  createStore<TradeHistoryState>()((set, get) => ({
    lines: undefined,
    totals: undefined,
    loading: false,
    csv: (language) => AccountFigures.tradeHistoryCsv(get().lines ?? [], language),
    load: async () => {
      set({ loading: true })
      const paging = (pageNum: number) => ({ state: '1', pageNum: String(pageNum), pageSize: String(pageSize) })
      const [stock, index, futures, financing] = await Promise.all([
        readAll(async (n) => {
          const result = await client.call('/user/position/list.do', { ...paging(n), state: '1' as const })
          return result.ok ? result.data.list : undefined
        }),
        readAll(async (n) => {
          const result = await client.call('/user/index/position/list.do', { ...paging(n), state: '1' as const })
          return result.ok ? result.data.list : undefined
        }),
        readAll(async (n) => {
          const result = await client.call('/user/futures/position/list.do', { ...paging(n), state: '1' as const })
          return result.ok ? result.data.list : undefined
        }),
        readAll(async (n) => {
          const result = await client.call('/user/funds/fundsList.do', { ...paging(n), state: '1' as const })
          return result.ok ? result.data.list : undefined
        }),
      ])
      if (!stock || !index || !futures || !financing) return set({ loading: false })
      const lines = AccountFigures.tradeHistory([
        ...stock.map((row) => stockTrade(row, 'stock')),
        ...index.map((row: IndexRow) => contractTrade(row, 'index', row.indexName, row.indexCode)),
        ...futures.map((row: FuturesRow) => contractTrade(row, 'futures', row.futuresName, row.futuresCode)),
        ...financing.filter((row) => row.state === 1).map((row) => stockTrade(row, 'financing')),
      ])
      set({ loading: false, lines, totals: AccountFigures.tradeTotals(lines) })
    },
  }))

/** Selects from the trade history store. */
export const useTradeHistory = <T>(store: StoreApi<TradeHistoryState>, select: (state: TradeHistoryState) => T): T =>
  useStore(store, select)
