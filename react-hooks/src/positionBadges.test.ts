import { expect, it } from 'vitest'
import type { OpenRows } from './dayBasis.js'
import { positionBadges } from './positionBadges.js'

const openRows = (stock: number, index: number, futures: number, financing = 0) =>
  ({
    stock: Array.from({ length: stock }),
    index: Array.from({ length: index }),
    futures: Array.from({ length: futures }),
    financing: Array.from({ length: financing }),
  }) as unknown as OpenRows

it('counts open positions of every account and only the waiting pending orders', () => {
  const badges = positionBadges({
    openRows: openRows(1, 1, 0, 1),
    pendingOrders: [{ status: 0 }, { status: 3 }, { status: 1 }, { status: 2 }, { status: 0 }],
    closedTotals: [4, 1, 2],
    ipoTotal: 3,
  })
  expect(badges).toEqual({ open: 3, pending: 2, closed: 7, ipo: 3 })
})

it('shows no count before the rows are read', () => {
  expect(positionBadges({ openRows: undefined, pendingOrders: [], closedTotals: [], ipoTotal: 0 })).toEqual({
    open: 0,
    pending: 0,
    closed: 0,
    ipo: 0,
  })
})
