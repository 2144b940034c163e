import { type PendingOrder, usePagedList, usePositions } from '@bourse/react-hooks'
import { Button, Dialog } from 'antd-mobile'
import { Amount } from '../components/Amount.js'
import { EmptyPositions } from '../components/EmptyPositions.js'
import { ListFooter } from '../components/ListFooter.js'
import { PriceText } from '../components/PriceText.js'
import { fill } from '../i18n/fill.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { type LabelKey, labelsEn } from '../i18n/labelsEn.js'
import { useLabels } from '../i18n/useLabels.js'
import { positions } from '../screenStores.js'
import { showFailure, showSuccess } from '../showFailure.js'

const statusLabel: Readonly<Record<PendingOrder['status'], LabelKey>> = {
  0: 'waiting',
  1: 'filled',
  2: 'failed',
  3: 'cancelled',
}

/** What the row says of its funds: frozen while waiting, released once cancelled or failed, used once filled. */
const fundsLabel = (status: PendingOrder['status']): LabelKey =>
  status === 0 ? 'frozen' : status === 1 ? 'margin' : 'released'

/**
 * Pending orders: target price, shares, funds (frozen while waiting, released after a cancel), status; a waiting one
 * can be cancelled after a confirmation, as a close is.
 */
export const PendingOrders = () => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const list = positions.lists.pending
  const items = usePagedList(list, (state) => state.items)
  const finished = usePagedList(list, (state) => state.finished)
  const failed = usePagedList(list, (state) => state.failure !== undefined)
  const confirming = usePositions(positions.store, (state) => state.confirmingCancel)
  const cancelling = usePositions(positions.store, (state) => state.cancelling)
  const confirmCancel = async () => {
    const outcome = await positions.store.getState().confirmCancel()
    if (outcome.ok) showSuccess(outcome.msg)
    else showFailure(outcome.failure ?? { kind: 'refused', msg: outcome.msg })
  }
  const dismiss = () => positions.store.getState().dismissCancel()
  if (finished && items.length === 0) return <EmptyPositions />
  return (
    <>
      <ul className="position-list">
        {items.map((order) => (
          <li key={order.id} className="position-row" data-pending={order.id}>
            <header className="position-head">
              <span className={`badge ${order.buyType === 0 ? 'badge-long' : 'badge-short'}`}>
                {order.buyType === 0 ? labels.buyUp : labels.buyFall}
              </span>
              <strong>{nameOf(order.stockName)}</strong> <span className="muted">{order.stockCode}</span>
              <span className="muted">{labels[statusLabel[order.status]] ?? labelsEn.waiting}</span>
            </header>
            <dl className="position-grid">
              <div>
                <dt>{labels.targetPrice}</dt>
                <dd>
                  <PriceText value={order.limitPrice} />
                </dd>
              </div>
              <div>
                <dt>{labels.shares}</dt>
                <dd className="num">{order.num}</dd>
              </div>
              <div>
                <dt>{labels[fundsLabel(order.status)]}</dt>
                <dd>
                  <Amount value={order.frozenAmt} />
                </dd>
              </div>
            </dl>
            <p className="muted" data-order-number={order.id}>
              {fill(labels.recordNumber, { number: String(order.id) })}
            </p>
            {order.status === 0 && (
              <footer className="position-foot">
                <span />
                <Button size="small" onClick={() => positions.store.getState().requestCancel(order)}>
                  {labels.cancelOrder}
                </Button>
              </footer>
            )}
          </li>
        ))}
      </ul>
      <ListFooter hasMore={!finished && !failed} loadMore={() => list.getState().loadMore()} />
      <Dialog
        visible={confirming !== undefined}
        title={confirming ? `${nameOf(confirming.stockName)} ${confirming.stockCode}` : ''}
        content={labels.confirmCancelOrder}
        getContainer={null}
        onClose={dismiss}
        actions={[
          [
            { key: 'keep', text: labels.keepOrder, onClick: dismiss },
            {
              key: 'confirm',
              text: labels.cancelOrder,
              bold: true,
              danger: true,
              disabled: cancelling,
              onClick: () => void confirmCancel(),
            },
          ],
        ]}
      />
    </>
  )
}
