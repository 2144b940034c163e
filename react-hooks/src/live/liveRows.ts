import { type Live, Live as LiveRules, type Price } from '@bourse/core'
import type { StoreApi } from 'zustand/vanilla'
import type { OpenRows } from '../dayBasis.js'
import type { LiveConnection, LiveQuote } from './liveConnection.js'
import { livePrice } from './liveQuoteFields.js'

type Quotes = ReadonlyMap<string, LiveQuote>

/** The code each kind of open row carries, as the quote channel names the instrument. */
export const stockCodeOf = (row: { readonly stockCode: string }): string => row.stockCode
export const indexCodeOf = (row: { readonly indexCode: string }): string => row.indexCode
export const futuresCodeOf = (row: { readonly futuresCode: string }): string => row.futuresCode

/**
 * `rows` at the quote channel's prices: each row whose instrument's state changed since `previous` (a new message)
 * re-priced by `reprice` (core's); the same array when none moved.
 */
export const repriceList = <Row extends { readonly now_price: Price.Price }>(
  rows: readonly Row[],
  codeOf: (row: Row) => string,
  reprice: (row: Row, price: Price.Price) => Row,
  quotes: Quotes,
  previous: Quotes | undefined,
): readonly Row[] => {
  let changed = false
  const next = rows.map((row) => {
    const code = codeOf(row)
    const quote = quotes.get(code)
    if (quote === undefined || quote === previous?.get(code)) return row
    const price = livePrice(quote)
    if (price === undefined || price.eq(row.now_price)) return row
    changed = true
    return reprice(row, price)
  })
  return changed ? next : rows
}

/** The open rows (three accounts and financing) at the quote channel's prices; `undefined` when no row moved. */
export const repricedRows = (rows: OpenRows, quotes: Quotes, previous: Quotes | undefined): OpenRows | undefined => {
  const stock = repriceList(rows.stock, stockCodeOf, LiveRules.repriceStockRow, quotes, previous)
  const index = repriceList(rows.index, indexCodeOf, LiveRules.repriceContractRow, quotes, previous)
  const futures = repriceList(rows.futures, futuresCodeOf, LiveRules.repriceContractRow, quotes, previous)
  const financing = repriceList(rows.financing, stockCodeOf, LiveRules.repriceStockRow, quotes, previous)
  const same = stock === rows.stock && index === rows.index && futures === rows.futures && financing === rows.financing
  return same ? undefined : { stock, index, futures, financing }
}

/** Every code the open rows hold. */
export const openRowCodes = (rows: OpenRows | undefined): string[] =>
  rows === undefined
    ? []
    : [
        ...new Set([
          ...rows.stock.map(stockCodeOf),
          ...rows.financing.map(stockCodeOf),
          ...rows.index.map(indexCodeOf),
          ...rows.futures.map(futuresCodeOf),
        ]),
      ]

/**
 * Follows the instruments of `source`'s rows on the quote channel — as the rows change — and hands the rows at each
 * new price to `repriced`; answers the stop.
 */
export const followRows = <State, Rows>(
  live: LiveConnection,
  source: StoreApi<State>,
  rowsOf: (state: State) => Rows | undefined,
  codesOf: (rows: Rows | undefined) => readonly string[],
  reprice: (rows: Rows, quotes: Quotes, previous: Quotes | undefined) => Rows | undefined,
  repriced: (rows: Rows) => void,
): (() => void) => {
  let codes = ''
  let unfollow: (() => void) | undefined
  const followNow = () => {
    const now = [...codesOf(rowsOf(source.getState()))].sort()
    if (now.join() === codes) return
    codes = now.join()
    const before = unfollow
    unfollow = live.getState().follow(now)
    before?.()
  }
  followNow()
  const stopSource = source.subscribe((state, previous) => {
    if (rowsOf(state) !== rowsOf(previous)) followNow()
  })
  const stopQuotes = live.subscribe((state, previous) => {
    if (state.quotes === previous.quotes) return
    const rows = rowsOf(source.getState())
    const moved = rows === undefined ? undefined : reprice(rows, state.quotes, previous.quotes)
    if (moved !== undefined) repriced(moved)
  })
  return () => {
    stopSource()
    stopQuotes()
    unfollow?.()
  }
}

/** Account-channel topics no account or position screen shows (the help desk's badge, alerts, GTT orders). */
const elsewhere: ReadonlySet<Live.AccountTopic> = new Set(['helpDesk', 'alert', 'gtt'])

/** Whether any of the account channel's `changes` changes the account or its positions. */
export const changesAccount = (changes: readonly Live.AccountChange[]): boolean =>
  changes.some((change) => !elsewhere.has(change.topic))
