import { liquidationDistances, type Position, useAccount } from '@bourse/react-hooks'
import { useNavigate } from 'react-router-dom'
import { account } from '../appStores.js'
import { EmptyPositions } from '../components/EmptyPositions.js'
import { positions } from '../screenStores.js'
import { showFailure } from '../showFailure.js'
import { ContractPositions } from './ContractPositions.js'
import { PositionRow } from './PositionRow.js'

const noRows: readonly Position[] = []

/**
 * Every open stock, index and futures position, from the account store: the rows the account card adds up, read
 * together (one set of quotes, DECISIONS §20) and refreshed every 5 s while the account is live. Each stock row has
 * its distance to liquidation, TP/SL and close; "nothing here yet" only when no account holds a position.
 */
export const OpenPositions = () => {
  const navigate = useNavigate()
  const openRows = useAccount(account, (state) => state.openRows)
  const items = openRows?.stock ?? noRows
  const user = useAccount(account, (state) => state.user)
  const settings = useAccount(account, (state) => state.settings)
  const distances = user && settings ? liquidationDistances(items, user, settings) : undefined
  if (openRows && openRows.stock.length + openRows.index.length + openRows.futures.length === 0)
    return <EmptyPositions />
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
      <ContractPositions fromAccount />
    </>
  )
}
