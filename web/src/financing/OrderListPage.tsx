import '../account/account.css'
import { usePagedList } from '@bourse/react-hooks'
import { Tabs } from 'antd-mobile'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { Amount } from '../components/Amount.js'
import { ListFooter } from '../components/ListFooter.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { StockOrderList } from '../positions/StockOrderList.js'
import { useTradingLabels } from '../trading/tradingLabels.js'
import { ApplyFinancing } from './ApplyFinancing.js'
import { FinancingOrderRow } from './FinancingOrderRow.js'
import { financing } from './financingStores.js'
import { SplitBuyForm } from './SplitBuyForm.js'

const Orders = () => {
  const labels = useAccountLabels()
  const items = usePagedList(financing.orders, (state) => state.items)
  const finished = usePagedList(financing.orders, (state) => state.finished)
  return (
    <>
      <ul className="record-list" aria-label={labels.financingOrders}>
        {items.map((order) => (
          <FinancingOrderRow key={order.id} order={order} />
        ))}
      </ul>
      {finished && items.length === 0 ? (
        <p className="muted">{labels.nothingYet}</p>
      ) : (
        <ListFooter hasMore={!finished} loadMore={() => financing.orders.getState().loadMore()} />
      )}
    </>
  )
}

const Positions = ({ label }: { label: string }) => {
  const nameOf = useInstrumentName()
  const labels = useAccountLabels()
  const items = usePagedList(financing.positions, (state) => state.items)
  const finished = usePagedList(financing.positions, (state) => state.finished)
  return (
    <>
      <ul className="record-list" aria-label={label}>
        {items.map((position) => (
          <li key={position.positionSn} className="record-row">
            <header className="record-head">
              <strong>
                {nameOf(position.stockName)} {position.stockCode}
              </strong>
              <Amount value={position.allProfitAndLose} signed />
            </header>
            <p className="muted">
              {position.orderNum} · {position.positionSn}
            </p>
          </li>
        ))}
      </ul>
      {finished && items.length === 0 ? (
        <p className="muted">{labels.nothingYet}</p>
      ) : (
        <ListFooter hasMore={!finished} loadMore={() => financing.positions.getState().loadMore()} />
      )}
    </>
  )
}

type Tab = 'orders' | 'positions' | 'closed'

/**
 * /orderlist: `index=1` (and any other index) is my stock orders — pending orders, positions, closed ones —, where an
 * order leads; `index=2` is margin financing — the application, then tabs of financing orders, financing positions
 * and closed ones, and the split-position buy. A switch above moves between the two.
 */
export const OrderListPage = () => {
  const labels = useAccountLabels()
  const words = useTradingLabels()
  const [query, setQuery] = useSearchParams()
  const financingView = query.get('index') === '2'
  const tab = (['orders', 'positions', 'closed'] as const).find((each) => each === query.get('tab')) ?? 'orders'
  useEffect(() => {
    if (!financingView) return
    void financing.store.getState().load()
    if (tab === 'orders') void financing.orders.getState().setFilter(null)
    else void financing.positions.getState().setFilter(tab === 'positions' ? 0 : 1)
  }, [financingView, tab])
  const index = financingView ? '2' : '1'
  return (
    <main className="page">
      <Tabs activeKey={index} onChange={(key) => setQuery({ index: key }, { replace: true })}>
        <Tabs.Tab key="1" title={words.stockOrders} />
        <Tabs.Tab key="2" title={words.marginFinancing} />
      </Tabs>
      {financingView ? (
        <>
          <ApplyFinancing />
          <Tabs activeKey={tab} onChange={(key) => setQuery({ index: '2', tab: key as Tab }, { replace: true })}>
            <Tabs.Tab key="orders" title={labels.financingOrders} />
            <Tabs.Tab key="positions" title={labels.financingPositions} />
            <Tabs.Tab key="closed" title={labels.financingClosed} />
          </Tabs>
          {tab === 'orders' && <Orders />}
          {tab === 'positions' && <Positions label={labels.financingPositions} />}
          {tab === 'closed' && <Positions label={labels.financingClosed} />}
          {tab !== 'orders' && <SplitBuyForm />}
        </>
      ) : (
        <StockOrderList tab={tab} onTab={(next) => setQuery({ index: '1', tab: next }, { replace: true })} />
      )}
    </main>
  )
}
