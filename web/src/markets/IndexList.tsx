import { usePagedList } from '@bourse/react-hooks'
import { useNavigate } from 'react-router-dom'
import { indexList } from '../appStores.js'
import { ListFooter } from '../components/ListFooter.js'
import { QuoteRow } from '../components/QuoteRow.js'
import { useLiveList } from '../feed.js'
import { useInstrumentName } from '../i18n/instrumentName.js'

/** The indices tab: index points and change (red up, green down), live from the socket (polled every 5 s only while it is down); a tap opens /indexBuy. */
export const IndexList = () => {
  const nameOf = useInstrumentName()
  const navigate = useNavigate()
  const rows = usePagedList(indexList, (state) => state.items)
  const finished = usePagedList(indexList, (state) => state.finished)
  const failed = usePagedList(indexList, (state) => state.failure !== undefined)
  useLiveList(indexList, (row) => row.indexCode)
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
