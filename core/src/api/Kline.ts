import { ParseResult, Schema } from 'effect'
import { MoneyFromString, PriceFromString } from './decimalText.js'
import { Count } from './wireAtoms.js'

/** Kline periods (DECISIONS §13): minutes 1, 5, 15, 30, 60; 101 day, 102 week, 103 month. */
export const klinePeriods = [1, 5, 15, 30, 60, 101, 102, 103] as const

/** Price adjustment: 0 none, 1 pre, 2 post (all agree: no corporate actions are simulated). */
export const klineAdjustments = [0, 1, 2] as const

/**
 * The bar's start on the exchange's wall clock, as core `Bars.timeLabel` writes it: "2026-11-20 09:30" for minute
 * periods, "2026-11-20" for day, week and month (the request names the market, so the zone is known).
 */
export const KlineTime = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/))

/** One bar: start time, open, close, high, low, volume (shares), amount (rupees). */
export const KlineRow = Schema.Struct({
  time: KlineTime,
  open: PriceFromString,
  close: PriceFromString,
  high: PriceFromString,
  low: PriceFromString,
  volume: Count,
  amount: MoneyFromString,
})
export type KlineRow = typeof KlineRow.Type

const columns = ['time', 'open', 'close', 'high', 'low', 'volume', 'amount'] as const
const wholeNumber = /^(0|[1-9]\d{0,15})$/
const timeLabel = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/

/**
 * The chart calls' data (DECISIONS §14): rows separated by `;`, fields by `,` in the order time, open, close,
 * high, low, volume, amount. "2026-11-20 09:30,10.00,10.20,10.30,9.90,1200,12180.00" is one row; "" is no rows.
 */
export const KlineRowsFromString = Schema.transformOrFail(Schema.String, Schema.Array(KlineRow), {
  strict: true,
  decode: (text, _, ast) => {
    if (text === '') return ParseResult.succeed([])
    const rows: (typeof KlineRow.Encoded)[] = []
    for (const line of text.split(';')) {
      const [time = '', open = '', close = '', high = '', low = '', volume = '', amount = '', ...rest] = line.split(',')
      if (rest.length > 0 || !timeLabel.test(time) || !wholeNumber.test(volume))
        return ParseResult.fail(new ParseResult.Type(ast, text, `bad kline row "${line}"`))
      rows.push({ time, open, close, high, low, volume: Number(volume), amount })
    }
    return ParseResult.succeed(rows)
  },
  encode: (rows) => ParseResult.succeed(rows.map((row) => columns.map((c) => String(row[c])).join(',')).join(';')),
})
