import '../account/account.css'
import { usePagedList } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { FinancingOrderRow } from './FinancingOrderRow.js'
import { financing } from './financingStores.js'
import { SplitBuyForm } from './SplitBuyForm.js'

/** /days?id=: one financing order's detail, and a split-position buy in its sub-account once active. */
export const DaysPage = () => {
  const labels = useAccountLabels()
  const [query] = useSearchParams()
  const id = Number(query.get('id'))
  const items = usePagedList(financing.orders, (state) => state.items)
  const finished = usePagedList(financing.orders, (state) => state.finished)
  useEffect(() => {
    void financing.store.getState().load()
    void financing.orders.getState().setFilter(null)
  }, [])
  const order = items.find((each) => each.id === id)
  useEffect(() => {
    if (order?.subaccountNumber) financing.store.getState().editDraft({ subaccountNumber: order.subaccountNumber })
  }, [order?.subaccountNumber])
  return (
    <main className="page">
      {order ? (
        <ul className="record-list" aria-label={labels.financingOrders}>
          <FinancingOrderRow order={order} detail={false} />
        </ul>
      ) : (
        <p className="muted">{finished ? labels.nothingYet : labels.loading}</p>
      )}
      {order?.status === 1 && <SplitBuyForm />}
    </main>
  )
}
