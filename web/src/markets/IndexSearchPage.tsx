import { SearchBar } from 'antd-mobile'
import { indexList } from '../appStores.js'
import { IndexList } from '../components/IndexList.js'
import { QuoteHead } from '../components/QuoteHead.js'
import { useLabels } from '../i18n/useLabels.js'

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
