import { createLiveListPoller, pollIntervals, usePagedList } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { indexList, live, visibility } from '../appStores.js'
import { ListFooter } from '../components/ListFooter.js'
import { QuoteRow } from '../components/QuoteRow.js'
import { useInstrumentName } from '../i18n/instrumentName.js'

/** The indices tab: index points and change (red up, green down), live from the socket (polled every 5 s only while it is down); a tap opens /indexBuy. */
export const IndexList = () => {
  const nameOf = useInstrumentName()
  const navigate = useNavigate()
  const rows = usePagedList(indexList, (state) => state.items)
  const finished = usePagedList(indexList, (state) => state.finished)
  const failed = usePagedList(indexList, (state) => state.failure !== undefined)
  useEffect(() => {
    const poller = createLiveListPoller(indexList, (row) => row.indexCode, {
      live,
      visibility,
      intervalMs: pollIntervals.list,
    })
    poller.start()
    return () => poller.stop()
  }, [])
  return (
    <>
      <ul className="quote-list">
        {rows.map((row) => (
          <QuoteRow
            key={row.id}
            name={nameOf(row.indexName, row.indexNameEn)}
            code={row.indexCode}
            price={row.currentPoint}
            change={row.floatRate}
            onOpen={() => navigate(`/indexBuy?${new URLSearchParams({ code: row.indexCode })}`)}
          />
        ))}
      </ul>
      <ListFooter hasMore={!finished && !failed} loadMore={() => indexList.getState().loadMore()} />
    </>
  )
}
