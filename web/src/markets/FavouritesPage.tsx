import { usePagedList } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { indexList } from '../appStores.js'
import { ChangeText } from '../components/ChangeText.js'
import { PriceText } from '../components/PriceText.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { watchlist } from '../screenStores.js'
import { WatchlistRows } from './WatchlistRows.js'

/** /favourites: the first three index cards, then my favourites with remove buttons and one add button. */
export const FavouritesPage = () => {
  const labels = useLabels()
  const nameOf = useInstrumentName()
  const indices = usePagedList(indexList, (state) => state.items).slice(0, 3)
  // An empty list offers its own "Add to favourites" in its empty note: one button, never two.
  const empty = usePagedList(watchlist.list, (state) => state.finished && state.items.length === 0)
  useEffect(() => {
    if (indexList.getState().page === 0) void indexList.getState().setFilter('')
  }, [])
  return (
    <main className="page">
      <section className="news-cards">
        {indices.map((row) => (
          <Link key={row.id} className="ticker" to={`/indexBuy?${new URLSearchParams({ code: row.indexCode })}`}>
            <span className="ticker-name">{nameOf(row.indexName, row.indexNameEn)}</span>
            <PriceText value={row.currentPoint} />
            <ChangeText value={row.floatRate} />
          </Link>
        ))}
      </section>
      <WatchlistRows />
      {!empty && (
        <Link className="button link-button add-favourite" to="/trading-list?index=1">
          + {labels.addFavourite}
        </Link>
      )}
    </main>
  )
}
