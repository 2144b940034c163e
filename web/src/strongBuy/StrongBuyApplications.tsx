import { usePagedList } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { account } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { ListFooter } from '../components/ListFooter.js'
import { PriceText } from '../components/PriceText.js'
import { formatTime } from '../formatTime.js'
import { fill } from '../i18n/fill.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { strongBuyApplications } from './strongBuyStore.js'

/**
 * The signed-in investor's strong-buy applications (issue 35): stock, shares at the limit-up price, the amount
 * frozen, the state (waiting for the session end, filled n of m, refunded) and when; nothing for a visitor.
 */
export const StrongBuyApplications = () => {
  const labels = useLabels()
  const nameOf = useInstrumentName()
  const items = usePagedList(strongBuyApplications, (state) => state.items)
  const finished = usePagedList(strongBuyApplications, (state) => state.finished)
  useEffect(() => {
    void account
      .getState()
      .loadUser()
      .then((user) => user && strongBuyApplications.getState().setFilter(null))
  }, [])
  if (items.length === 0) return null
  const stateOf = (item: (typeof items)[number]) =>
    item.status === 0
      ? labels.strongBuyWaiting
      : item.status === 1
        ? fill(labels.strongBuyFilled, { filled: String(item.filledNum), shares: String(item.buyNum) })
        : labels.strongBuyRefunded
  return (
    <section className="card" aria-label={labels.strongBuyApplications}>
      <h2 className="section-title">{labels.strongBuyApplications}</h2>
      <ul className="record-list">
        {items.map((item) => (
          <li key={item.id} className="record-row" data-strong-buy={item.id} data-status={item.status}>
            <header className="record-head">
              <strong>
                {nameOf(item.stockName)} {item.stockCode}
              </strong>
              <span>{stateOf(item)}</span>
            </header>
            <p className="muted">
              {item.buyNum} × <PriceText value={item.price} /> · {labels.frozenAmount}{' '}
              <span data-testid="strong-buy-frozen">
                <Amount value={item.frozenAmt} />
              </span>
            </p>
            <p className="muted">{formatTime(item.addTime)}</p>
          </li>
        ))}
      </ul>
      <ListFooter hasMore={!finished} loadMore={() => strongBuyApplications.getState().loadMore()} />
    </section>
  )
}
