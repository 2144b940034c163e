import { Ipo } from '@bourse/core'
import { strongBuyItemQuery, usePagedList } from '@bourse/react-hooks'
import { SearchBar, Tag } from 'antd-mobile'
import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { strongBuySearch } from '../appStores.js'
import { ChangeText } from '../components/ChangeText.js'
import { ListFooter } from '../components/ListFooter.js'
import { PriceText } from '../components/PriceText.js'
import { useLabels } from '../i18n/useLabels.js'
import { useMarketTag } from '../strongBuy/useMarketTag.js'

/** /VipSearchlist: strong-buy rows (name, market tag, code, price ÷ 1000 by core, change); details at /vipdetail. */
export const VipSearchPage = () => {
  const labels = useLabels()
  const marketTag = useMarketTag()
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
          <li key={row.id} className="quote-row">
            <span className="quote-name">
              <span>
                {row.name} <Tag color="primary">{marketTag(row.stockType)}</Tag>
              </span>
              <span className="muted">{row.code}</span>
            </span>
            <PriceText value={Ipo.fromThousandths(row.price)} />
            <ChangeText value={row.hcrate} />
            <Link className="row-action" to={`/vipdetail?${new URLSearchParams({ item: strongBuyItemQuery(row) })}`}>
              {labels.details}
            </Link>
          </li>
        ))}
      </ul>
      <ListFooter hasMore={!finished && !failed} loadMore={() => strongBuySearch.getState().loadMore()} />
    </main>
  )
}
