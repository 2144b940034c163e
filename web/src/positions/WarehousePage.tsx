import { type PositionTab, positionTabs } from '@bourse/react-hooks'
import { Badge } from 'antd-mobile'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { account } from '../appStores.js'
import { AccountCard } from '../components/AccountCard.js'
import { Tabs } from '../components/LightTabs.js'
import { RefreshArea } from '../components/RefreshArea.js'
import { useLabels } from '../i18n/useLabels.js'
import { IpoApplications } from '../ipo/IpoApplications.js'
import { contractPositions, ipo, positions } from '../screenStores.js'
import { CloseConfirmDialog } from './CloseConfirmDialog.js'
import { ClosedPositions } from './ClosedPositions.js'
import { ContractCloseDialog } from './ContractPositions.js'
import { OpenPositions } from './OpenPositions.js'
import { PendingOrders } from './PendingOrders.js'
import { TargetSheet } from './TargetSheet.js'
import { usePositionBadges } from './usePositionBadges.js'

const tabLabels = { open: 'positions', pending: 'pending', closed: 'closed', ipo: 'ipo' } as const

/**
 * /warehouse?index=0…3: account card, four tabs with counts, open stock, index and futures positions (the card's
 * rows, live with it), closed ones of every account, links to the position search pages, TP/SL sheet.
 */
export const WarehousePage = () => {
  const labels = useLabels()
  const [query, setQuery] = useSearchParams()
  const tab: PositionTab = positionTabs[Number(query.get('index') ?? 0)] ?? 'open'
  const counts = usePositionBadges()
  // Open rows come from the account store, kept live by the account card: the card and the rows are one read.
  useEffect(() => {
    void account.getState().loadSettings()
    void positions.store.getState().reloadAll()
    void ipo.applications.getState().setFilter(null)
    void contractPositions.store.getState().reloadAll()
    // The pending, open and closed tabs follow the account channel's order and position changes.
    positions.store.getState().startLive()
    return () => positions.store.getState().stopLive()
  }, [])
  return (
    <main className="page">
      <AccountCard compact />
      <Tabs
        activeKey={tab}
        onChange={(key) => setQuery({ index: String(positionTabs.indexOf(key as PositionTab)) }, { replace: true })}
      >
        {positionTabs.map((each) => (
          <Tabs.Tab
            key={each}
            title={
              <Badge content={counts[each] > 0 ? counts[each] : null} style={{ '--right': '-10px' }}>
                {labels[tabLabels[each]]}
              </Badge>
            }
          />
        ))}
      </Tabs>
      {(tab === 'open' || tab === 'closed') && (
        <p className="position-search-link">
          <Link to={`/positionSearch?state=${tab === 'open' ? 0 : 1}`}>
            {tab === 'open' ? labels.searchPositions : labels.searchClosed}
          </Link>
        </p>
      )}
      <RefreshArea
        onRefresh={() =>
          Promise.all([
            positions.store.getState().reloadAll(),
            contractPositions.store.getState().reloadAll(),
            account.getState().refresh(),
          ])
        }
      >
        {tab === 'open' && <OpenPositions />}
        {tab === 'pending' && <PendingOrders />}
        {tab === 'closed' && <ClosedPositions />}
        {tab === 'ipo' && <IpoApplications />}
      </RefreshArea>
      <CloseConfirmDialog />
      <ContractCloseDialog />
      <TargetSheet />
    </main>
  )
}
