import { awaitsPayment, useWallet } from '@bourse/react-hooks'
import { Button, Tag } from 'antd-mobile'
import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Amount } from '../components/Amount.js'
import { PriceText } from '../components/PriceText.js'
import { formatTime } from '../formatTime.js'
import { useLabels } from '../i18n/useLabels.js'
import { ipoStatuses } from '../ipo/IpoApplications.js'
import { showOutcome } from '../showOutcome.js'
import { useTradingLabels } from './tradingLabels.js'
import { ipoApplication } from './tradingStores.js'

/**
 * /qingchouDetail?id=, one new-share application in detail: status (own label and colour), type, issue price, shares
 * applied for and allotted, what it holds in IPO frozen funds, the amount to pay (core) and "confirm payment" while an
 * online allotment awaits it, and its dates. An id that is not one of mine says so.
 */
export const IpoApplicationPage = () => {
  const labels = useLabels()
  const words = useTradingLabels()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const id = Number(query.get('id'))
  const status = useWallet(ipoApplication, (state) => state.status)
  const application = useWallet(ipoApplication, (state) => state.application)
  const due = useWallet(ipoApplication, (state) => state.due)
  const paying = useWallet(ipoApplication, (state) => state.paying)
  useEffect(() => {
    if (Number.isSafeInteger(id) && id > 0) void ipoApplication.getState().show(id)
  }, [id])
  if (!Number.isSafeInteger(id) || id <= 0 || status === 'missing' || status === 'failed')
    return (
      <main className="page">
        <p className="empty-note muted">{words.applicationMissing}</p>
        <Link to="/sharerecord">{labels.subscriptionRecords}</Link>
      </main>
    )
  if (!application || application.id !== id) return <main className="page muted" aria-busy="true" />
  const state = ipoStatuses[application.status]
  const rows = [
    [words.applicationNumber, application.id],
    [words.applicationType, application.type === 1 ? labels.ipoOnline : labels.ipoPlacement],
    [labels.issuePrice, <PriceText key="price" value={application.buyPrice} />],
    [words.appliedShares, application.applyNums],
    [labels.allottedShares, application.applyNumber],
    [labels.ipoFrozen, <Amount key="frozen" value={application.frozenAmt} />],
    ...(due ? [[words.amountDue, <Amount key="due" value={due} />] as const] : []),
    [words.appliedAt, formatTime(application.addTime)],
    ...(application.type === 1 ? [[words.paymentDeadline, formatTime(application.payEndTime)] as const] : []),
  ] as const
  const pay = async () => {
    showOutcome(await ipoApplication.getState().pay(), navigate)
  }
  return (
    <main className="page">
      <h2>
        {application.newName} <span className="muted">{application.newCode}</span>{' '}
        <Tag color={state.color}>{labels[state.label]}</Tag>
      </h2>
      <dl className="breakdown" aria-label={words.applicationNumber}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {awaitsPayment(application) && (
        <Button block color="primary" size="large" loading={paying} onClick={() => void pay()}>
          {labels.confirmPayment}
        </Button>
      )}
      <p>
        <Link to="/sharerecord">{labels.subscriptionRecords}</Link>
      </p>
    </main>
  )
}
