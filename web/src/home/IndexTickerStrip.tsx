import { usePagedList } from '@bourse/react-hooks'
import { useNavigate } from 'react-router-dom'
import { indexList } from '../appStores.js'
import { ChangeText } from '../components/ChangeText.js'
import { PriceText } from '../components/PriceText.js'
import { useLiveList } from '../feed.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'

/** The home page's strip of index quotes, live from the socket (polled every 5 s only while it is down); a tap opens the index order page. */
export const IndexTickerStrip = () => {
  const labels = useLabels()
  const nameOf = useInstrumentName()
  const navigate = useNavigate()
  const rows = usePagedList(indexList, (state) => state.items)
  useLiveList(indexList, (row) => row.indexCode)
  return (
    <section className="ticker-strip" aria-label={labels.indices}>
      {rows.slice(0, 8).map((row) => (
        <button
          key={row.id}
          type="button"
          className="ticker"
          onClick={() => navigate(`/indexBuy?${new URLSearchParams({ code: row.indexCode })}`)}
        >
          <span className="ticker-name">{nameOf(row.indexName, row.indexNameEn)}</span>
          <PriceText value={row.currentPoint} />
          <ChangeText value={row.floatRate} />
        </button>
      ))}
    </section>
  )
}
