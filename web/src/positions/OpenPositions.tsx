import { liquidationDistances, type Position, useAccount } from '@bourse/react-hooks'
import { Link, useNavigate } from 'react-router-dom'
import { account } from '../appStores.js'
import { EmptyPositions } from '../components/EmptyPositions.js'
import { useLabels } from '../i18n/useLabels.js'
import { positions } from '../screenStores.js'
import { showFailure } from '../showFailure.js'
import { ContractPositions } from './ContractPositions.js'
import { PositionRow } from './PositionRow.js'

const noRows: readonly Position[] = []

/**
 * Every open stock, index, futures and financing split position, from the account store: the rows the account card
 * adds up, read together (one set of quotes, DECISIONS §20) and refreshed every 5 s while the account is live. Each
 * stock row has its distance to liquidation, TP/SL and close; split positions are closed on their sub-account's page;
 * "nothing here yet" only when no account holds a position.
 */
export const OpenPositions = () => {
  const navigate = useNavigate()
  const labels = useLabels()
  const openRows = useAccount(account, (state) => state.openRows)
  const items = openRows?.stock ?? noRows
  const user = useAccount(account, (state) => state.user)
  const settings = useAccount(account, (state) => state.settings)
  const distances = user && settings ? liquidationDistances(items, user, settings) : undefined
  const split = openRows?.financing ?? noRows
  if (openRows && openRows.stock.length + openRows.index.length + openRows.futures.length + split.length === 0)
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
      {split.length > 0 && (
        <section aria-label={labels.financingPositions}>
          <h3 className="section-title">
            <Link to="/orderlist?index=2">{labels.financingPositions}</Link>
          </h3>
          <ul className="position-list">
            {split.map((position) => (
              <PositionRow key={position.positionSn} position={position} />
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
