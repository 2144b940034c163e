import { usePagedList } from '@bourse/react-hooks'
import { SearchBar } from 'antd-mobile'
import { useEffect } from 'react'
import { ListFooter } from '../components/ListFooter.js'
import { useLabels } from '../i18n/useLabels.js'
import { strongBuySearch } from '../screenStores.js'
import { StrongBuyListRow } from './StrongBuyListRow.js'

/** /VipSearchlist: strong-buy rows (name, market tag, code, price ÷ 1000 by core, change); details at /vipdetail. */
export const StrongBuySearchPage = () => {
  const labels = useLabels()
  const rows = usePagedList(strongBuySearch, (state) => state.items)
  const finished = usePagedList(strongBuySearch, (state) => state.finished)
  const failed = usePagedList(strongBuySearch, (state) => state.failure !== undefined)
  useEffect(() => {
    if (strongBuySearch.getState().page === 0) void strongBuySearch.getState().setFilter('')
  }, [])
  return (
    <main className="page">
      <SearchBar placeholder={labels.searchPrompt} onChange={(text) => strongBuySearch.getState().search(text)} />
      <ul className="quote-list">
        {rows.map((row) => (
          <StrongBuyListRow key={row.id} row={row} action={labels.details} />
        ))}
      </ul>
      <ListFooter hasMore={!finished && !failed} loadMore={() => strongBuySearch.getState().loadMore()} />
    </main>
  )
}
