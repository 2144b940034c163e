import { usePagedList } from '@bourse/react-hooks'
import { ListFooter } from '../components/ListFooter.js'
import { useLabels } from '../i18n/useLabels.js'
import { contractPositions, positions } from '../screenStores.js'
import { ContractRow } from './ContractPositions.js'
import { EmptyPositions } from './EmptyPositions.js'
import { PositionRow } from './PositionRow.js'

/** Closed stock positions, then closed index and futures positions, each with its booked P&L and every charge. */
export const ClosedPositions = () => {
  const labels = useLabels()
  const list = positions.lists.closed
  const items = usePagedList(list, (state) => state.items)
  const finished = usePagedList(list, (state) => state.finished)
  const failed = usePagedList(list, (state) => state.failure !== undefined)
  const closedIndex = usePagedList(contractPositions.lists.closedIndex, (state) => state.items)
  const closedFutures = usePagedList(contractPositions.lists.closedFutures, (state) => state.items)
  const contracts = [
    ...closedIndex.map((position) => ({ kind: 'index' as const, position })),
    ...closedFutures.map((position) => ({ kind: 'futures' as const, position })),
  ]
  if (finished && items.length === 0 && contracts.length === 0) return <EmptyPositions />
  return (
    <>
      <ul className="position-list">
        {items.map((position) => (
          <PositionRow key={position.positionSn} position={position} />
        ))}
      </ul>
      <ListFooter hasMore={!finished && !failed} loadMore={() => list.getState().loadMore()} />
      {contracts.length > 0 && (
        <section className="contract-positions" aria-label={labels.contractPositions}>
          <h3 className="section-title">{labels.contractPositions}</h3>
          <ul className="position-list">
            {contracts.map((target) => (
              <ContractRow key={target.position.positionSn} target={target} />
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
