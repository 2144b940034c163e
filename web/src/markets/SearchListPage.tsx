import { SearchBar } from 'antd-mobile'
import { useLabels } from '../i18n/useLabels.js'
import { stockSearch } from '../screenStores.js'
import { QuoteHead } from './QuoteHead.js'
import { StockList } from './StockList.js'

/** /Searchlist: code or name, paged results (1.5 s debounce and clearing live in the store); a tap opens the chart. */
export const SearchListPage = () => {
  const labels = useLabels()
  return (
    <main className="page">
      <SearchBar
        placeholder={labels.searchPrompt}
        defaultValue={stockSearch.getState().filter}
        onChange={(text) => stockSearch.getState().search(text)}
      />
      <QuoteHead />
      <StockList store={stockSearch} />
    </main>
  )
}
