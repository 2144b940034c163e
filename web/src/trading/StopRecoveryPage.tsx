import { usePagedList } from '@bourse/react-hooks'
import { Tag } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { ListFooter } from '../components/ListFooter.js'
import { QuoteRow } from '../components/QuoteRow.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useTradingLabels } from './tradingLabels.js'
import { suspendedStocks } from './tradingStores.js'

/**
 * /stopRecovery, the day's suspensions and resumptions: the suspended stocks (`/api/stock/getStop.do`) with their last
 * price, each opening /listdetail; the server announces no resumption dates, and the page says so.
 */
export const StopRecoveryPage = () => {
  const words = useTradingLabels()
  const nameOf = useInstrumentName()
  const navigate = useNavigate()
  const rows = usePagedList(suspendedStocks, (state) => state.items)
  const finished = usePagedList(suspendedStocks, (state) => state.finished)
  const failed = usePagedList(suspendedStocks, (state) => state.failure !== undefined)
  useEffect(() => {
    void suspendedStocks.getState().setFilter(null)
  }, [])
  return (
    <main className="page">
      <section className="card">
        <h2 className="section-title">{words.suspendedToday}</h2>
        <p className="muted">{words.suspendedNote}</p>
      </section>
      {finished && rows.length === 0 && !failed ? (
        <p className="empty-note muted">{words.noneSuspended}</p>
      ) : (
        <ul className="quote-list" aria-label={words.suspendedToday}>
          {rows.map((row) => (
            <QuoteRow
              key={row.id}
              name={nameOf(row.name, row.nameEn)}
              code={row.code}
              price={row.nowPrice}
              change={row.hcrate}
              onOpen={() => navigate(`/listdetail?${new URLSearchParams({ code: row.code, market: row.stockType })}`)}
              action={<Tag color="default">{words.suspended}</Tag>}
            />
          ))}
        </ul>
      )}
      <ListFooter hasMore={!finished && !failed} loadMore={() => suspendedStocks.getState().loadMore()} />
      <section className="card">
        <h2 className="section-title">{words.resuming}</h2>
        <p className="muted">{words.resumingNote}</p>
      </section>
    </main>
  )
}
