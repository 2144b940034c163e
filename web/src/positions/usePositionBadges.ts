import { positionBadges, useAccount, usePagedList, usePositions } from '@bourse/react-hooks'
import { account } from '../appStores.js'
import { contractPositions, positions } from '../screenStores.js'

/** The tab badges of /warehouse and /orderlist: react-hooks' `positionBadges` over the stores they read. */
export const usePositionBadges = () => {
  const openRows = useAccount(account, (state) => state.openRows)
  const pendingOrders = usePagedList(positions.lists.pending, (state) => state.items)
  const closedStock = usePagedList(positions.lists.closed, (state) => state.total)
  const closedIndex = usePagedList(contractPositions.lists.closedIndex, (state) => state.total)
  const closedFutures = usePagedList(contractPositions.lists.closedFutures, (state) => state.total)
  const ipoTotal = usePositions(positions.store, (state) => state.counts.ipo)
  return positionBadges({
    openRows,
    pendingOrders,
    closedTotals: [closedStock, closedIndex, closedFutures],
    ipoTotal,
  })
}
