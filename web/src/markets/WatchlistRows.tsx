import { usePagedList } from '@bourse/react-hooks'
import { ErrorBlock, SearchBar } from 'antd-mobile'
import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { ListFooter } from '../components/ListFooter.js'
import { QuoteRow } from '../components/QuoteRow.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { watchlist } from '../screenStores.js'
import { showFailure, showSuccess } from '../showFailure.js'
import { QuoteHead } from './QuoteHead.js'
import { klinePath } from './StockList.js'

/** The user's favourites: code search (letters and digits only, in the store), a remove button per row. */
export const WatchlistRows = () => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const navigate = useNavigate()
  const items = usePagedList(watchlist.list, (state) => state.items)
  const finished = usePagedList(watchlist.list, (state) => state.finished)
  const failed = usePagedList(watchlist.list, (state) => state.failure !== undefined)
  useEffect(() => {
    void watchlist.list.getState().setFilter('')
  }, [])
  const remove = async (code: string) => {
    const result = await watchlist.store.getState().remove(code)
    if (result.ok) showSuccess(result.msg)
    else showFailure(result.failure)
  }
  return (
    <>
      <SearchBar placeholder={labels.searchPrompt} onChange={(text) => watchlist.list.getState().search(text)} />
      <QuoteHead />
      <ul className="quote-list" aria-label={labels.watchlist}>
        {items.map((row) => (
          <QuoteRow
            key={row.id}
            name={nameOf(row.stockName)}
            code={row.stockCode}
            price={row.nowPrice}
            change={row.hcrate}
            onOpen={() =>
              navigate(
                klinePath({ id: row.id, code: row.stockCode, market: row.stock_type, name: nameOf(row.stockName) }),
              )
            }
            action={
              <button type="button" className="row-action" onClick={() => void remove(row.stockCode)}>
                {labels.removeFavourite}
              </button>
            }
          />
        ))}
      </ul>
      {finished && items.length === 0 && (
        <ErrorBlock status="empty" title={labels.empty} description="">
          <Link className="button link-button" to="/trading-list?index=1">
            {labels.addFavourite}
          </Link>
        </ErrorBlock>
      )}
      <ListFooter hasMore={!finished && !failed} loadMore={() => watchlist.list.getState().loadMore()} />
    </>
  )
}
