import type { MarketFilter } from '@bourse/react-hooks'
import { SearchBar, Tabs } from 'antd-mobile'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { RefreshArea } from '../components/RefreshArea.js'
import { useLabels } from '../i18n/useLabels.js'
import { marketList } from '../screenStores.js'
import { FuturesList } from './FuturesList.js'
import { IndexList } from './IndexList.js'
import { IpoList } from './IpoList.js'
import { QuoteHead } from './QuoteHead.js'
import { StockList } from './StockList.js'

/**
 * Market sub-tabs by index (trading spec §2): 0 A-shares, 1 indices, 2 Hong Kong, 3 US, 4 futures (the foreign-market
 * contracts: the simulator has no third foreign stock market), 5 IPO.
 */
const stockTabs: Readonly<Record<string, MarketFilter['stockType'] | 'all'>> = { '0': 'all', '2': 'hk', '3': 'us' }

/** The market tab: sub-tabs, a search box (1 s debounce in the store) and the infinite list of 15. */
export const MarketTabs = () => {
  const labels = useLabels()
  const [query, setQuery] = useSearchParams()
  const tab = query.get('listid') ?? '0'
  const stockType = stockTabs[tab]
  useEffect(() => {
    if (stockType === undefined) return
    void marketList.getState().setFilter(stockType === 'all' ? {} : { stockType })
  }, [stockType])
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setQuery((current) => ({ ...Object.fromEntries(current), listid: key }), { replace: true })}
      >
        <Tabs.Tab key="0" title={labels.stocks} />
        <Tabs.Tab key="1" title={labels.indices} />
        <Tabs.Tab key="2" title={labels.hongKong} />
        <Tabs.Tab key="3" title={labels.usStocks} />
        <Tabs.Tab key="4" title={labels.futures} />
        <Tabs.Tab key="5" title={labels.ipo} />
      </Tabs>
      {stockType !== undefined && (
        <>
          <SearchBar
            placeholder={labels.searchPrompt}
            onChange={(keyWords) =>
              marketList.getState().search({ ...(stockType === 'all' ? {} : { stockType }), keyWords })
            }
          />
          <QuoteHead />
          <RefreshArea onRefresh={() => marketList.getState().refresh()}>
            <StockList store={marketList} />
          </RefreshArea>
        </>
      )}
      {tab === '1' && <IndexList />}
      {tab === '4' && <FuturesList />}
      {tab === '5' && <IpoList />}
    </>
  )
}
