import { useSession } from '@bourse/react-hooks'
import { Tabs } from 'antd-mobile'
import { useSearchParams } from 'react-router-dom'
import { session } from '../appStores.js'
import { AccountCard } from '../components/AccountCard.js'
import { useLabels } from '../i18n/useLabels.js'
import { LoginBanner } from './LoginBanner.js'
import { MarketTabs } from './MarketTabs.js'
import { WatchlistTab } from './WatchlistTab.js'

/** /trading-list: account card, watchlist (0) and market (1) tabs; `listid=5` opens the IPO sub-tab. */
export const TradingListPage = () => {
  const labels = useLabels()
  const signedIn = useSession(session, (state) => state.token !== undefined)
  const [query, setQuery] = useSearchParams()
  const top = query.get('index') ?? (query.has('listid') || !signedIn ? '1' : '0')
  return (
    <main className="page">
      {signedIn ? <AccountCard compact /> : <LoginBanner />}
      <Tabs activeKey={top} onChange={(key) => setQuery({ index: key }, { replace: true })}>
        <Tabs.Tab key="0" title={labels.watchlist}>
          {top === '0' && (signedIn ? <WatchlistTab /> : <LoginBanner />)}
        </Tabs.Tab>
        <Tabs.Tab key="1" title={labels.market}>
          {top === '1' && <MarketTabs />}
        </Tabs.Tab>
      </Tabs>
    </main>
  )
}
