import { SearchBar } from 'antd-mobile'
import { indexList } from '../appStores.js'
import { useLabels } from '../i18n/useLabels.js'
import { IndexList } from './IndexList.js'
import { QuoteHead } from './QuoteHead.js'

/** /indexsearchlist: index search, refreshed every 5 s, 15 a page; a tap opens /indexBuy. */
export const IndexSearchPage = () => {
  const labels = useLabels()
  return (
    <main className="page">
      <SearchBar placeholder={labels.searchPrompt} onChange={(text) => indexList.getState().search(text)} />
      <QuoteHead />
      <IndexList />
    </main>
  )
}
