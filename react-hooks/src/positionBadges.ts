import type { OpenRows } from './dayBasis.js'
import type { PositionTab } from './positionsStore.js'

/** What the /warehouse and /orderlist badges count from. */
export interface BadgeSources {
  /** The account store's open rows of the three accounts (undefined until read). */
  readonly openRows: OpenRows | undefined
  /** The pending orders read (every status). */
  readonly pendingOrders: readonly { readonly status: number }[]
  /** Closed stock, index and futures positions as the server counts them. */
  readonly closedTotals: readonly number[]
  readonly ipoTotal: number
}

/**
 * The tab badges: open positions of every account (stock, index, futures, financing), pending orders still waiting (status 0,
 * not the cancelled, failed or filled ones), closed positions of every account, and IPO applications.
 * Example: 1 stock + 1 index open, orders [waiting, cancelled] → open 2, pending 1.
 */
export const positionBadges = (sources: BadgeSources): Readonly<Record<PositionTab, number>> => {
  const rows = sources.openRows
  return {
    open: rows ? rows.stock.length + rows.index.length + rows.futures.length + rows.financing.length : 0,
    pending: sources.pendingOrders.filter((order) => order.status === 0).length,
    closed: sources.closedTotals.reduce((total, each) => total + each, 0),
    ipo: sources.ipoTotal,
  }
}
