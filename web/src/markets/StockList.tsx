import { type StockRow, usePagedList } from '@bourse/react-hooks'
import { ErrorBlock } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { ListFooter } from '../components/ListFooter.js'
import { QuoteRow } from '../components/QuoteRow.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import type { PagedStore } from '../storeTypes.js'

/** The /kline address of a stock row (trading spec §2: query id, code, market); `name` as the reader reads it. */
export const klinePath = (row: Pick<StockRow, 'id' | 'code' | 'market' | 'name'>): string =>
  `/kline?${new URLSearchParams({ id: String(row.id), code: row.code, market: row.market, name: row.name })}`

/** A paged stock list (market tabs, search results), 15 a page with infinite scroll; a row opens its chart. */
export const StockList = <Filter,>({ store }: { store: PagedStore<StockRow, Filter> }) => {
  const labels = useLabels()
  const nameOf = useInstrumentName()
  const navigate = useNavigate()
  const items = usePagedList(store, (state) => state.items)
  const finished = usePagedList(store, (state) => state.finished)
  const failed = usePagedList(store, (state) => state.failure !== undefined)
  return (
    <>
      <ul className="quote-list" aria-label={labels.stocks}>
        {items.map((row) => (
          <QuoteRow
            key={row.id}
            name={nameOf(row.name, row.nameEn)}
            code={row.code}
            price={row.nowPrice}
            change={row.hcrate}
            onOpen={() => navigate(klinePath({ ...row, name: nameOf(row.name, row.nameEn) }))}
          />
        ))}
      </ul>
      {finished && items.length === 0 && <ErrorBlock status="empty" title={labels.empty} description="" />}
      <ListFooter hasMore={!finished && !failed} loadMore={() => store.getState().loadMore()} />
    </>
  )
}
