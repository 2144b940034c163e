import { createPoller, pollIntervals, usePagedList } from '@bourse/react-hooks'
import { ErrorBlock } from 'antd-mobile'
import { useEffect } from 'react'
import { futuresList, visibility } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { ChangeText } from '../components/ChangeText.js'
import { PriceText } from '../components/PriceText.js'
import { useLabels } from '../i18n/useLabels.js'

/** The gold futures contract's code in the simulator's universe. */
const goldCode = 'GC'

/**
 * /buyGold: the gold futures contract at the simulator's price (refreshed every 5 s) with its contract terms.
 * Ordering waits for react-hooks' futures order store (the index one posts to /user/buyIndex.do only).
 */
export const BuyGoldPage = () => {
  const labels = useLabels()
  const gold = usePagedList(futuresList, (state) => state.items.find((row) => row.futuresCode === goldCode))
  const finished = usePagedList(futuresList, (state) => state.finished)
  useEffect(() => {
    const poller = createPoller(() => futuresList.getState().refresh(), pollIntervals.quote, visibility)
    poller.start()
    return () => poller.stop()
  }, [])
  if (!gold) return finished ? <ErrorBlock status="empty" title={labels.empty} description="" /> : null
  return (
    <main className="page">
      <section className="quote-header">
        <h2 className="quote-title">
          {gold.futuresName} <span className="muted">{gold.futuresCode}</span>
        </h2>
        <p className="quote-price">
          <PriceText value={gold.nowPrice} /> <ChangeText value={gold.floatRate} />
        </p>
      </section>
      <dl className="breakdown">
        <div>
          <dt>{labels.margin} / 1</dt>
          <dd>
            <Amount value={gold.depositAmt} />
          </dd>
        </div>
        <div>
          <dt>{labels.fee} / 1</dt>
          <dd>
            <Amount value={gold.transFee} />
          </dd>
        </div>
        <div>
          <dt>{labels.hands}</dt>
          <dd>
            {gold.minNum} – {gold.maxNum}
          </dd>
        </div>
        <div>
          <dt>{labels.leverage}</dt>
          <dd>{gold.siteLever}</dd>
        </div>
      </dl>
      <p className="notice">{labels.goldNotice}</p>
    </main>
  )
}
