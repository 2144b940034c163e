import { financingProductName, Wallet } from '@bourse/core'
import type { FinancingOrder } from '@bourse/react-hooks'
import { Tag } from 'antd-mobile'
import { Link } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { Amount } from '../components/Amount.js'
import { formatTime } from '../formatTime.js'
import { useLanguage } from '../i18n/useLabels.js'

const tagColours = ['warning', 'success', 'danger', 'default', 'default'] as const

/** One financing order: product, state, margin, borrowed, lines, fee; a link to its detail (/days?id=). */
export const FinancingOrderRow = ({ order, detail = true }: { order: FinancingOrder; detail?: boolean }) => {
  const labels = useAccountLabels()
  const language = useLanguage()
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
        <div>
          <dt>{labels.warningLine}</dt>
          <dd>
            <Amount value={order.lineWarning} />
          </dd>
        </div>
        <div>
          <dt>{labels.unwindLine}</dt>
          <dd>
            <Amount value={order.lineUnwind} />
          </dd>
        </div>
        <div>
          <dt>{labels.manageFee}</dt>
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
