import { financingProductName, Wallet } from '@bourse/core'
import { type FinancingOrder, useWallet } from '@bourse/react-hooks'
import { Tag } from 'antd-mobile'
import { Link } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { Amount } from '../components/Amount.js'
import { formatTime } from '../formatTime.js'
import { fill } from '../i18n/fill.js'
import { useLanguage } from '../i18n/useLabels.js'
import { FinancingLines, FinancingLinesNote } from './FinancingLines.js'
import { financing } from './financingStores.js'

const tagColours = ['warning', 'success', 'danger', 'default', 'default'] as const

/**
 * One financing order: product, state, margin, borrowed, its lines in the order they are met, the management fee per
 * day and for the term (at its product's rate) and what was charged so far; a link to its detail (/days?id=).
 */
export const FinancingOrderRow = ({ order, detail = true }: { order: FinancingOrder; detail?: boolean }) => {
  const labels = useAccountLabels()
  const language = useLanguage()
  const product = useWallet(financing.store, (state) => state.products.find((each) => each.id === order.typeId))
  const fees = product && Wallet.managementFees(order.fundsAmount, product.manageRate, order.days)
  return (
    <li className="record-row" data-status={order.status}>
      <header className="record-head">
        <strong>{financingProductName(order.typeName, language)}</strong>
        <Tag color={tagColours[order.status]}>
          {Wallet.walletLabel(Wallet.financingStatusLabel(order.status), language)}
        </Tag>
      </header>
      <dl className="money-preview">
        <div>
          <dt>{labels.margin}</dt>
          <dd>
            <Amount value={order.margin} /> ×{order.lever}
          </dd>
        </div>
        <div>
          <dt>{labels.borrowed}</dt>
          <dd>
            <Amount value={order.fundsAmount} />
          </dd>
        </div>
        <FinancingLines terms={{ warningLine: order.lineWarning, unwindLine: order.lineUnwind }} labels={labels} />
        {fees && (
          <div data-fee="per-day">
            <dt>{labels.manageFeePerDay}</dt>
            <dd>
              <Amount value={fees.perDay} />
            </dd>
          </div>
        )}
        {fees && (
          <div data-fee="term">
            <dt>{fill(labels.manageFeeTerm, { days: String(fees.days) })}</dt>
            <dd>
              <Amount value={fees.wholeTerm} />
            </dd>
          </div>
        )}
        <div data-fee="charged">
          <dt>{labels.manageFeeCharged}</dt>
          <dd>
            <Amount value={order.manageFee} />
          </dd>
        </div>
        <div>
          <dt>{labels.assets}</dt>
          <dd>
            <Amount value={order.assets} />
          </dd>
        </div>
      </dl>
      <FinancingLinesNote terms={{ warningLine: order.lineWarning, unwindLine: order.lineUnwind }} labels={labels} />
      {order.subaccountNumber && (
        <p className="muted">
          {labels.subAccount} {order.subaccountNumber}
        </p>
      )}
      {order.reason && (
        <p className="record-reason">
          {labels.reason}: {order.reason}
        </p>
      )}
      <p className="muted">
        {order.orderNumber} · {formatTime(order.addTime)}
      </p>
      {detail && <Link to={`/days?id=${order.id}`}>{labels.details}</Link>}
    </li>
  )
}
