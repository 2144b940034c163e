import { type AccountFigures, type Api, Money } from '@bourse/core'
import type { ApiClient } from './apiClient.js'

/**
 * Every open position of the three accounts and the financing sub-accounts' split positions, read together: one set
 * of quotes for the card and the rows.
 */
export interface OpenRows {
  readonly stock: readonly Api.DataOf<'/user/position/list.do'>['list'][number][]
  readonly financing: readonly Api.DataOf<'/user/funds/fundsList.do'>['list'][number][]
  readonly index: readonly Api.DataOf<'/user/index/position/list.do'>['list'][number][]
  readonly futures: readonly Api.DataOf<'/user/futures/position/list.do'>['list'][number][]
}

type StockRow = Api.DataOf<'/user/position/list.do'>['list'][number]
type ContractRow = Api.DataOf<'/user/index/position/list.do'>['list'][number]

/** What the day's P&L needs beyond the open rows, read again only when a balance changes or a day begins. */
export interface DayReads {
  readonly dayStart: number
  readonly journal: readonly AccountFigures.DayJournalLine[]
  readonly closedToday: readonly AccountFigures.DayPosition[]
}

/** Small pages: a day's lines are usually few, and each answer is decoded on the page's main thread. */
const pageSize = 20
/** The most pages one read follows back to the day's start (a day of 1 000 journal lines or closes). */
const maxPages = 50

/** A stock row as the day's P&L reads it: P&L per point = shares. */
export const stockDayPosition = (row: StockRow): AccountFigures.DayPosition => ({
  direction: row.orderDirection,
  openPrice: row.buyOrderPrice,
  preClose: row.preClose,
  perPoint: Money.of(row.orderNum),
  stayFees: row.orderStayFee,
  openedAt: row.buyOrderTime,
})

/** A contract row: P&L per point = eachPoint × hands; contracts accrue no stay fee. */
export const contractDayPosition = (row: Omit<ContractRow, 'indexName' | 'indexCode'>): AccountFigures.DayPosition => ({
  direction: row.orderDirection,
  openPrice: row.buyOrderPrice,
  preClose: row.preClose,
  perPoint: Money.of(row.eachPoint.times(row.orderNum)),
  stayFees: Money.zero,
  openedAt: row.buyOrderTime,
})

/** The open rows of the three accounts and the financing sub-accounts as day positions. */
export const openDayPositions = (rows: OpenRows): AccountFigures.DayPosition[] => [
  ...rows.stock.map(stockDayPosition),
  ...rows.financing.map(stockDayPosition),
  ...rows.index.map(contractDayPosition),
  ...rows.futures.map(contractDayPosition),
]

/** Pages of a newest-first list while their last item is still inside the day. */
const readSince = async <Item>(
  read: (pageNum: number) => Promise<readonly Item[] | undefined>,
  timeOf: (item: Item) => number,
  dayStart: number,
): Promise<Item[] | undefined> => {
  const items: Item[] = []
  for (let pageNum = 1; pageNum <= maxPages; pageNum += 1) {
    const page = await read(pageNum)
    if (page === undefined) return undefined
    items.push(...page.filter((item) => timeOf(item) >= dayStart))
    const last = page.at(-1)
    if (page.length < pageSize || last === undefined || timeOf(last) < dayStart) break
  }
  return items
}

/** Today's fund-flow lines and the positions of every account (financing too) closed today (all newest first on the server). */
export const readDay = async (client: ApiClient, dayStart: number): Promise<DayReads | undefined> => {
  const paging = (pageNum: number) => ({ pageNum: String(pageNum), pageSize: String(pageSize) })
  const closed = { state: '1' } as const
  const [journal, stock, index, futures, financing] = await Promise.all([
    readSince(
      async (n) => {
        const result = await client.call('/user/cash/list.do', paging(n))
        return result.ok ? result.data.list : undefined
      },
      (line) => line.addTime,
      dayStart,
    ),
    readSince(
      async (n) => {
        const result = await client.call('/user/position/list.do', { ...closed, ...paging(n) })
        return result.ok ? result.data.list : undefined
      },
      (row) => row.sellOrderTime ?? 0,
      dayStart,
    ),
    readSince(
      async (n) => {
        const result = await client.call('/user/index/position/list.do', { ...closed, ...paging(n) })
        return result.ok ? result.data.list : undefined
      },
      (row) => row.sellOrderTime ?? 0,
      dayStart,
    ),
    readSince(
      async (n) => {
        const result = await client.call('/user/futures/position/list.do', { ...closed, ...paging(n) })
        return result.ok ? result.data.list : undefined
      },
      (row) => row.sellOrderTime ?? 0,
      dayStart,
    ),
    readSince(
      async (n) => {
        const result = await client.call('/user/funds/fundsList.do', { ...closed, ...paging(n) })
        return result.ok ? result.data.list : undefined
      },
      (row) => row.sellOrderTime ?? 0,
      dayStart,
    ),
  ])
  if (!journal || !stock || !index || !futures || !financing) return undefined
  return {
    dayStart,
    journal,
    closedToday: [
      ...stock.map(stockDayPosition),
      ...index.map(contractDayPosition),
      ...futures.map(contractDayPosition),
      ...financing.map(stockDayPosition),
    ],
  }
}
