import type { Market } from '../market/Market.js'

/** The listing board of a stock, which sets its daily price limit (DECISIONS §4). */
export const boards = ['main', 'star', 'chinext', 'bj', 'hk', 'us'] as const
export type Board = (typeof boards)[number]

export const isBoard = (value: unknown): value is Board => boards.includes(value as Board)

/**
 * The board of a stock from its market and code: STAR is Shanghai 688…/689…, ChiNext is Shenzhen 300…/301…,
 * every Beijing stock is `bj`. Example: `boardOf('sh', '688981')` is `star`, `boardOf('sz', '000001')` is `main`.
 */
export const boardOf = (market: Market, code: string): Board => {
  if (market === 'hk' || market === 'us' || market === 'bj') return market
  if (market === 'sh' && (code.startsWith('688') || code.startsWith('689'))) return 'star'
  if (market === 'sz' && (code.startsWith('300') || code.startsWith('301'))) return 'chinext'
  return 'main'
}
