import { usePagedList } from '@bourse/react-hooks'
import { ListFooter } from '../components/ListFooter.js'
import { positions } from '../screenStores.js'
import { EmptyPositions } from './EmptyPositions.js'
import { PositionRow } from './PositionRow.js'

/** Closed positions with their final P&L and every charge. */
export const ClosedPositions = () => {
  const list = positions.lists.closed
  const items = usePagedList(list, (state) => state.items)
  const finished = usePagedList(list, (state) => state.finished)
  const failed = usePagedList(list, (state) => state.failure !== undefined)
  if (finished && items.length === 0) return <EmptyPositions />
  return (
    <>
      <ul className="position-list">
        {items.map((position) => (
          <PositionRow key={position.positionSn} position={position} />
        ))}
      </ul>
      <ListFooter hasMore={!finished && !failed} loadMore={() => list.getState().loadMore()} />
    </>
  )
}
