import { Badge, Tabs } from 'antd-mobile'
import { useEffect } from 'react'
import { account } from '../appStores.js'
import { RefreshArea } from '../components/RefreshArea.js'
import { useLabels } from '../i18n/useLabels.js'
import { contractPositions, positions } from '../screenStores.js'
import { useTradingLabels } from '../trading/tradingLabels.js'
import { CloseConfirmDialog } from './CloseConfirmDialog.js'
import { ClosedPositions } from './ClosedPositions.js'
import { ContractCloseDialog } from './ContractPositions.js'
import { OpenPositions } from './OpenPositions.js'
import { PendingOrders } from './PendingOrders.js'
import { TargetSheet } from './TargetSheet.js'
import { usePositionBadges } from './usePositionBadges.js'

/** The stock order list's tabs, as `tab` in the query. */
const stockOrderTabs = ['orders', 'positions', 'closed'] as const
type StockOrderTab = (typeof stockOrderTabs)[number]

/**
 * /orderlist?index=1, where an order leads (trading spec §4): my pending orders (every status, cancel while waiting),
 * my open stock, index and futures positions (live, close and TP/SL) and the closed ones, with counts.
 */
export const StockOrderList = ({ tab, onTab }: { tab: StockOrderTab; onTab: (tab: StockOrderTab) => void }) => {
  const labels = useLabels()
  const words = useTradingLabels()
  const counts = usePositionBadges()
  // Open rows are the account store's, live while this list is shown; the tabs follow the account channel.
  useEffect(() => {
    void account.getState().loadSettings()
    void positions.store.getState().reloadAll()
    void contractPositions.store.getState().reloadAll()
    account.getState().startLive()
    positions.store.getState().startLive()
    return () => {
      account.getState().stopLive()
      positions.store.getState().stopLive()
    }
  }, [])
  const count = { orders: counts.pending, positions: counts.open, closed: counts.closed }
  const titles = { orders: words.orders, positions: labels.positions, closed: labels.closed }
  return (
    <>
      <Tabs activeKey={tab} onChange={(key) => onTab(key as StockOrderTab)}>
        {stockOrderTabs.map((each) => (
          <Tabs.Tab
            key={each}
            title={
              <Badge content={count[each] > 0 ? count[each] : null} style={{ '--right': '-10px' }}>
                {titles[each]}
              </Badge>
            }
          />
        ))}
      </Tabs>
      <RefreshArea
        onRefresh={() =>
          Promise.all([
            positions.store.getState().reloadAll(),
            contractPositions.store.getState().reloadAll(),
            account.getState().refresh(),
          ])
        }
      >
        {tab === 'orders' && <PendingOrders />}
        {tab === 'positions' && <OpenPositions />}
        {tab === 'closed' && <ClosedPositions />}
      </RefreshArea>
      <CloseConfirmDialog />
      <ContractCloseDialog />
      <TargetSheet />
    </>
  )
}
