import { createPoller, pollIntervals, useAccount, usePagedList } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { account, visibility } from '../appStores.js'
import { ListFooter } from '../components/ListFooter.js'
import { useLabels } from '../i18n/useLabels.js'
import { strongBuySearch } from '../screenStores.js'
import { StrongBuyApplications } from '../strongBuy/StrongBuyApplications.js'
import { StrongBuyListRow } from '../strongBuy/StrongBuyListRow.js'
import { useTradingLabels } from './tradingLabels.js'

/**
 * /wanren, the crowd's limit-up queue: every stock at its limit-up price now (`/api/stock/getVipList.do`, refreshed
 * every 5 s), its limit-up price (thousandths ÷ 1000 by core), the strong-buy rule with the fill rate of the settings,
 * and "Apply" to /vipdetail. With no stock at limit-up, it says so. Below, the investor's own applications.
 */
export const LimitUpQueuePage = () => {
  const labels = useLabels()
  const words = useTradingLabels()
  const rows = usePagedList(strongBuySearch, (state) => state.items)
  const finished = usePagedList(strongBuySearch, (state) => state.finished)
  const failed = usePagedList(strongBuySearch, (state) => state.failure !== undefined)
  const fillRate = useAccount(account, (state) => state.settings?.strongBuyFillRate)
  useEffect(() => {
    void account.getState().loadSettings()
    void strongBuySearch.getState().setFilter('')
    const poller = createPoller(() => strongBuySearch.getState().refresh(), pollIntervals.list, visibility)
    poller.start()
    return () => poller.stop()
  }, [])
  const rate = fillRate === undefined ? '—' : `${fillRate.times(100).toDecimalPlaces(2).toString()}%`
  return (
    <main className="page">
      <section className="card">
        <h2 className="section-title">{words.limitUpQueue}</h2>
        <p className="muted">{words.limitUpQueueIntro}</p>
        <p className="muted strong-buy-rule">{labels.strongBuyRule.replace('{rate}', rate)}</p>
        <Link to="/VipSearchlist">{words.searchStrongBuy}</Link>
      </section>
      {finished && rows.length === 0 && !failed ? (
        <p className="empty-note muted" data-empty="limit-up-queue">
          {words.limitUpQueueEmpty}
        </p>
      ) : (
        <ul className="quote-list" aria-label={words.limitUpQueue}>
          {rows.map((row) => (
            <StrongBuyListRow key={row.id} row={row} action={labels.strongBuyApply} />
          ))}
        </ul>
      )}
      <ListFooter hasMore={!finished && !failed} loadMore={() => strongBuySearch.getState().loadMore()} />
      <StrongBuyApplications />
    </main>
  )
}
