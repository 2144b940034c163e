import { usePagedList } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { ListFooter } from '../components/ListFooter.js'
import { QuoteRow } from '../components/QuoteRow.js'
import { useLiveList } from '../feed.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { futuresList } from '../screenStores.js'

/** Market sub-tab 4: the foreign-market futures (gold is `GC`), live from the socket (polled every 5 s only while it is down); a tap opens its order page. */
export const FuturesList = () => {
  const nameOf = useInstrumentName()
  const navigate = useNavigate()
  const rows = usePagedList(futuresList, (state) => state.items)
  const finished = usePagedList(futuresList, (state) => state.finished)
  const failed = usePagedList(futuresList, (state) => state.failure !== undefined)
  useEffect(() => {
    if (futuresList.getState().page === 0) void futuresList.getState().setFilter(null)
  }, [])
  useLiveList(futuresList, (row) => row.futuresCode)
  return (
    <>
      <ul className="quote-list" aria-label="futures">
        {rows.map((row) => (
          <QuoteRow
            key={row.id}
            name={nameOf(row.futuresName, row.futuresNameEn)}
            code={row.futuresCode}
            price={row.nowPrice}
            change={row.floatRate}
            onOpen={() => navigate(`/buyGold?${new URLSearchParams({ code: row.futuresCode })}`)}
          />
        ))}
      </ul>
      <ListFooter hasMore={!finished && !failed} loadMore={() => futuresList.getState().loadMore()} />
    </>
  )
}
