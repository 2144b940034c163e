import { isMarket } from '@bourse/core'
import { useKline, usePreferences, useQuote } from '@bourse/react-hooks'
import { Button, ErrorBlock } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useFeedSilent } from '../feed.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { NewsTabs } from '../news/NewsTabs.js'
import { preferences } from '../preferences.js'
import { quotes } from '../screenStores.js'
import { WatchButtons } from '../watch/WatchButtons.js'
import { AdjustmentButtons } from './AdjustmentButtons.js'
import { FavouriteToggle } from './FavouriteToggle.js'
import { IndicatorMenu } from './IndicatorMenu.js'
import { KlineChart } from './KlineChart.js'
import { kline } from './klineStore.js'
import { PeriodButtons } from './PeriodButtons.js'
import { StockQuoteHeader } from './StockQuoteHeader.js'

/** /kline?id&code&market: the quote (5 s), the chart (30 s update), favourite, Buy up / Buy fall. Lazy-loaded. */
export const KlinePage = () => {
  const labels = useLabels()
  const nameOf = useInstrumentName()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const code = query.get('code') ?? ''
  const marketText = query.get('market')
  const market = isMarket(marketText) ? marketText : 'sh'
  const stock = useQuote(quotes, code === '' ? undefined : code, (state) => state.stock)
  const state = useKline(kline, (each) => each)
  const riseColour = usePreferences(preferences, (each) => each.riseColour)
  const silent = useFeedSilent()
  useEffect(() => {
    if (code === '') return
    void kline.getState().show({ market, code })
    kline.getState().startAutoUpdate()
    return () => kline.getState().stopAutoUpdate()
  }, [market, code])
  if (code === '') return <ErrorBlock status="empty" title={labels.empty} description="" />
  const order = (tab: 0 | 1) => {
    if (!stock) return
    // The address carries the name as the reader reads it (an English reader never sees a Chinese name in it).
    const name = nameOf(stock.stock.name, stock.stock.nameEn)
    const params = { id: String(stock.stock.id), code, name, type: '0', t: String(tab) }
    navigate(`/buyStocks?${new URLSearchParams(params)}`)
  }
  return (
    <main className="page kline-page">
      <div className="kline-top">
        {stock ? <StockQuoteHeader stock={stock} /> : <p className="muted">{labels.loading}</p>}
        <FavouriteToggle code={code} />
      </div>
      <PeriodButtons value={state.period} onChange={(period) => void kline.getState().setPeriod(period)} />
      <AdjustmentButtons value={state.right} onChange={(right) => void kline.getState().setRight(right)} />
      <KlineChart
        market={market}
        bars={state.bars}
        indicator={state.indicator}
        lines={state.lines}
        prepended={state.prepended}
        hasOlder={state.hasOlder}
        onNeedOlder={() => kline.getState().loadOlder()}
        seriesKey={`${market}:${code}:${state.period}:${state.right}`}
        riseColour={riseColour}
      />
      {state.loading && <p className="muted kline-loading">{labels.loading}</p>}
      <IndicatorMenu value={state.indicator} onChange={(name) => kline.getState().setIndicator(name)} />
      <WatchButtons code={code} price={stock?.quote.price.toFixed(2)} />
      <NewsTabs />
      <div className="order-buttons">
        <Button className="buy-rise" size="large" onClick={() => order(1)} disabled={!stock || silent}>
          {labels.buyUp}
        </Button>
        <Button className="buy-fall" size="large" onClick={() => order(0)} disabled={!stock || silent}>
          {labels.buyFall}
        </Button>
      </div>
    </main>
  )
}
