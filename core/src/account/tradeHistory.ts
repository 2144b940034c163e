import type { Direction } from '../market/Direction.js'
import { instrumentNameIn } from '../market/instrumentNames.js'
import type { Language } from '../messages/Language.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'

/** Which account a trade was made in (DECISIONS §20: every view of money names its sub-account). */
export type TradeAccount = 'stock' | 'index' | 'futures' | 'financing'

/** One closed position as the trade history lists it. */
export interface Trade {
  readonly account: TradeAccount
  readonly positionSn: string
  readonly name: string
  readonly code: string
  readonly direction: Direction
  /** Shares for stock and financing, hands for index and futures. */
  readonly quantity: number
  readonly openPrice: Price
  readonly closePrice: Price
  readonly openedAt: number
  readonly closedAt: number
  /** The price P&L booked at the close: (close − open) × quantity (× eachPoint), negated for a short. */
  readonly realised: Money
  /** Every charge of the position: buy and sell fees, stamp duty, spread, stay fees, or the contract fee. */
  readonly charges: Money
}

/** A trade with its net result: realised P&L − charges. */
export interface TradeLine extends Trade {
  readonly net: Money
}

/**
 * One trade history over every account, newest close first, each line with its net result (realised − charges).
 * Example: a stock long closed +150.00 with 19.30 of charges nets +130.70; an index short −40.00 with 20.00 of fee
 * nets −60.00.
 */
export const tradeHistory = (trades: readonly Trade[]): readonly TradeLine[] =>
  [...trades]
    .sort((a, b) => b.closedAt - a.closedAt || a.positionSn.localeCompare(b.positionSn))
    .map((trade) => ({ ...trade, net: M.sub(trade.realised, trade.charges) }))

/** The history's totals: realised, charges and net, each the exact sum of its column. */
export const tradeTotals = (lines: readonly TradeLine[]) => ({
  realised: M.sum(lines.map((line) => line.realised)),
  charges: M.sum(lines.map((line) => line.charges)),
  net: M.sum(lines.map((line) => line.net)),
})

const quoted = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)

/**
 * The trade history as CSV: one row per trade, amounts and prices as exact decimal text, times in ISO 8601 UTC, so a
 * spreadsheet adds the columns up to the paisa; each name in the reader's `language` (`instrumentNameIn`: an English
 * reader's file says "Hengxin Pharmaceutical", not "恒信医药").
 */
export const tradeHistoryCsv = (lines: readonly TradeLine[], language: Language): string =>
  [
    'closedAt,openedAt,account,position,code,name,direction,quantity,openPrice,closePrice,realised,charges,net',
    ...lines.map((line) =>
      [
        new Date(line.closedAt).toISOString(),
        new Date(line.openedAt).toISOString(),
        line.account,
        quoted(line.positionSn),
        quoted(line.code),
        quoted(instrumentNameIn(language, line.name)),
        line.direction,
        String(line.quantity),
        line.openPrice.toFixed(2),
        line.closePrice.toFixed(2),
        M.toText(line.realised),
        M.toText(line.charges),
        M.toText(line.net),
      ].join(','),
    ),
  ].join('\n')
