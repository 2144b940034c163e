import { isMarket } from '@bourse/core'
import { useQuote } from '@bourse/react-hooks'
import { Button, Tag } from 'antd-mobile'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { FavouriteToggle } from '../chart/FavouriteToggle.js'
import { StockQuoteHeader } from '../chart/StockQuoteHeader.js'
import { useFeedSilent } from '../feed.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { quotes } from '../screenStores.js'
import { useTradingLabels } from './tradingLabels.js'

/**
 * /listdetail?code=&market=, the list's stock detail without the chart's weight: the quote (5 s), a suspended tag,
 * the favourite star, a link to the chart (/kline) and Buy up / Buy fall to the order page.
 */
export const ListDetailPage = () => {
  const labels = useLabels()
  const nameOf = useInstrumentName()
  const silent = useFeedSilent()
  const words = useTradingLabels()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const code = query.get('code') ?? ''
  const marketText = query.get('market')
  const market = isMarket(marketText) ? marketText : 'sh'
  const stock = useQuote(quotes, code === '' ? undefined : code, (state) => state.stock)
  const failed = useQuote(quotes, undefined, (state) => state.failure !== undefined && state.code === code)
  if (code === '' || failed)
    return (
      <main className="page">
        <p className="empty-note muted">{labels.empty}</p>
        <Link to="/trading-list?index=1">{labels.goToMarkets}</Link>
      </main>
    )
  const order = (tab: 0 | 1) => {
    if (!stock) return
    // The address carries the name as the reader reads it (an English reader never sees a Chinese name in it).
    const name = nameOf(stock.stock.name, stock.stock.nameEn)
    const params = { id: String(stock.stock.id), code, name, type: '0', t: String(tab) }
    navigate(`/buyStocks?${new URLSearchParams(params)}`)
  }
  const suspended = stock?.stock.isStop === 1
  return (
    <main className="page">
      <div className="kline-top">
        {stock ? <StockQuoteHeader stock={stock} /> : <p className="muted">{labels.loading}</p>}
        <FavouriteToggle code={code} />
      </div>
      {suspended && <Tag color="default">{words.suspended}</Tag>}
      <p>
        <Link to={`/kline?${new URLSearchParams({ id: String(stock?.stock.id ?? ''), code, market })}`}>
          {words.chart}
        </Link>
      </p>
      <div className="order-buttons">
        <Button className="buy-rise" size="large" onClick={() => order(1)} disabled={!stock || suspended || silent}>
          {labels.buyUp}
        </Button>
        <Button className="buy-fall" size="large" onClick={() => order(0)} disabled={!stock || suspended || silent}>
          {labels.buyFall}
        </Button>
      </div>
    </main>
  )
}
