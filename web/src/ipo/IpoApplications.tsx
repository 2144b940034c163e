import { awaitsPayment, type IpoApplication, usePagedList } from '@bourse/react-hooks'
import { Button, Tag } from 'antd-mobile'
import { Link } from 'react-router-dom'
import { Amount } from '../components/Amount.js'
import { EmptyPositions } from '../components/EmptyPositions.js'
import { ListFooter } from '../components/ListFooter.js'
import { PriceText } from '../components/PriceText.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import type { LabelKey } from '../i18n/labelsEn.js'
import { useLabels } from '../i18n/useLabels.js'
import { ipo } from '../screenStores.js'
import { showFailure, showSuccess } from '../showFailure.js'

/** The five application statuses, each with its own label and colour (trading spec §4). */
export const ipoStatuses: Readonly<Record<IpoApplication['status'], { label: LabelKey; color: string }>> = {
  1: { label: 'applied', color: 'primary' },
  2: { label: 'notAllotted', color: 'default' },
  3: { label: 'allotted', color: 'warning' },
  4: { label: 'paid', color: 'success' },
  5: { label: 'listed', color: 'success' },
}

/** My IPO applications; type 1 with status 3 shows 'confirm payment' instead of its status. */
export const IpoApplications = ({ onlyAllotted = false }: { onlyAllotted?: boolean }) => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const list = ipo.applications
  const all = usePagedList(list, (state) => state.items)
  const items = onlyAllotted ? all.filter((each) => each.applyNumber > 0) : all
  const finished = usePagedList(list, (state) => state.finished)
  const failed = usePagedList(list, (state) => state.failure !== undefined)
  const pay = async (application: IpoApplication) => {
    const outcome = await ipo.store.getState().pay(application)
    if (outcome.ok) showSuccess(outcome.msg)
    else showFailure(outcome.failure ?? { kind: 'refused', msg: outcome.msg })
  }
  if (finished && items.length === 0) return <EmptyPositions />
  return (
    <>
      <ul className="position-list">
        {items.map((application) => (
          <li key={application.id} className="position-row">
            <header className="position-head">
              <Link to={`/qingchouDetail?id=${application.id}`} aria-label={`${labels.details} ${application.newName}`}>
                <strong>{nameOf(application.newName)}</strong> <span className="muted">{application.newCode}</span>
              </Link>
              {awaitsPayment(application) ? (
                <Button size="small" color="primary" onClick={() => void pay(application)}>
                  {labels.confirmPayment}
                </Button>
              ) : (
                <Tag color={ipoStatuses[application.status].color}>{labels[ipoStatuses[application.status].label]}</Tag>
              )}
            </header>
            <dl className="position-grid">
              <div>
                <dt>{labels.issuePrice}</dt>
                <dd>
                  <PriceText value={application.buyPrice} />
                </dd>
              </div>
              <div>
                <dt>{labels.quantity}</dt>
                <dd className="num">{application.applyNums}</dd>
              </div>
              <div>
                <dt>{labels.allottedShares}</dt>
                <dd className="num">{application.applyNumber}</dd>
              </div>
              <div>
                <dt>{labels.frozen}</dt>
                <dd>
                  <Amount value={application.frozenAmt} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <ListFooter hasMore={!finished && !failed} loadMore={() => list.getState().loadMore()} />
    </>
  )
}
