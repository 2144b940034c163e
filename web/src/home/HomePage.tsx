import { Link } from 'react-router-dom'
import { DemoMarketBanner } from '../components/DemoMarketBanner.js'
import { TestSiteNotice } from '../components/TestSiteNotice.js'
import { useLabels } from '../i18n/useLabels.js'
import { NewsTabs } from '../news/NewsTabs.js'
import { DiscoverMore } from './DiscoverMore.js'
import { IndexTickerStrip } from './IndexTickerStrip.js'

/** /home: greeting, notice, index ticker strip, news cards, the strong-buy queue, block trades and suspensions, shortcuts and the News / Economy / 7x24 tabs. */
export const HomePage = () => {
  const labels = useLabels()
  return (
    <main className="page">
      <DemoMarketBanner />
      <h2 className="greeting">{labels.greeting}</h2>
      <TestSiteNotice />
      <IndexTickerStrip />
      <div className="news-cards">
        <Link className="news-card" to="/news?listid=1">
          {labels.news}
        </Link>
        <Link className="news-card" to="/news?listid=2">
          {labels.economy}
        </Link>
        <Link className="news-card" to="/Searchlist">
          {labels.search}
        </Link>
        <Link className="news-card" to="/wanren">
          {labels.strongBuy}
        </Link>
        <Link className="news-card" to="/dazong">
          {labels.blockTradeTitle}
        </Link>
        <Link className="news-card" to="/stopRecovery">
          {labels.suspensionsTitle}
        </Link>
      </div>
      <DiscoverMore />
      <NewsTabs />
    </main>
  )
}
