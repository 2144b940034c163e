import { liquidationDistances, useAccount, usePagedList } from '@bourse/react-hooks'
import { useNavigate } from 'react-router-dom'
import { account } from '../appStores.js'
import { ListFooter } from '../components/ListFooter.js'
import { positions } from '../screenStores.js'
import { showFailure } from '../showFailure.js'
import { EmptyPositions } from './EmptyPositions.js'
import { PositionRow } from './PositionRow.js'

/** Open positions (refreshed every 5 s by the store) with each one's distance to liquidation and a close button. */
export const OpenPositions = () => {
  const navigate = useNavigate()
  const list = positions.lists.open
  const items = usePagedList(list, (state) => state.items)
  const finished = usePagedList(list, (state) => state.finished)
  const failed = usePagedList(list, (state) => state.failure !== undefined)
  const user = useAccount(account, (state) => state.user)
  const settings = useAccount(account, (state) => state.settings)
  const distances = user && settings ? liquidationDistances(items, user, settings) : undefined
  if (finished && items.length === 0) return <EmptyPositions />
  return (
    <>
      <ul className="position-list">
        {items.map((position) => (
          <PositionRow
            key={position.positionSn}
            position={position}
            liquidation={distances?.get(position.positionSn)}
            onTargets={() => positions.store.getState().editTargets(position)}
            onClose={() => {
              const refusal = positions.store.getState().requestClose(position, account.getState().user)
              if (refusal === undefined) return
              if (!refusal.ok) showFailure({ kind: 'refused', msg: refusal.msg })
              if (!refusal.ok && refusal.redirect) navigate(refusal.redirect)
            }}
          />
        ))}
      </ul>
      <ListFooter hasMore={!finished && !failed} loadMore={() => list.getState().loadMore()} />
    </>
  )
}
