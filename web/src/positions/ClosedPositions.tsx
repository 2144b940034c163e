import type { AccountFigures } from '@bourse/core'
import { useTradeHistory } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect } from 'react'
import { Amount } from '../components/Amount.js'
import { EmptyPositions } from '../components/EmptyPositions.js'
import { Fact } from '../components/Fact.js'
import { PriceText } from '../components/PriceText.js'
import { formatTime } from '../formatTime.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import type { LabelKey } from '../i18n/labelsEn.js'
import { useLabels, useLanguage } from '../i18n/useLabels.js'
import { tradeHistory } from '../screenStores.js'

const accountLabels: Readonly<Record<AccountFigures.TradeAccount, LabelKey>> = {
  stock: 'stockAccount',
  index: 'indexAccount',
  futures: 'futuresAccount',
  financing: 'financingAccount',
}

/** Saves the trade history as `trade-history.csv`. */
const download = (csv: string) => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'trade-history.csv'
  link.click()
  URL.revokeObjectURL(url)
}

/** One closed position of any account: what, how many, open and close, realised P&L, charges and the net result. */
const TradeRow = ({ line }: { readonly line: AccountFigures.TradeLine }) => {
  const labels = useLabels()
  const nameOf = useInstrumentName()
  return (
    <li className="position-row" data-position={line.positionSn} data-account={line.account}>
      <header className="position-head">
        <span className={`badge ${line.direction === 'long' ? 'badge-long' : 'badge-short'}`}>
          {line.direction === 'long' ? labels.buyUp : labels.buyFall}
        </span>
        <strong>{nameOf(line.name)}</strong> <span className="muted">{line.code}</span>
        <span className="muted">{labels[accountLabels[line.account]]}</span>
      </header>
      <dl className="position-grid">
        <Fact label={line.account === 'stock' || line.account === 'financing' ? labels.shares : labels.hands} numeric>
          {line.quantity}
        </Fact>
        <Fact label={labels.openPrice}>
          <PriceText value={line.openPrice} />
        </Fact>
        <Fact label={labels.closePrice}>
          <PriceText value={line.closePrice} />
        </Fact>
        <Fact label={labels.realisedPnl}>
          <Amount value={line.realised} signed />
        </Fact>
        <Fact label={labels.charges}>
          <Amount value={line.charges} />
        </Fact>
        <div>
          <dt>{labels.netPnl}</dt>
          <dd data-net={line.net.toFixed(2)}>
            <Amount value={line.net} signed />
          </dd>
        </div>
      </dl>
      <footer className="position-foot">
        <time className="muted">{formatTime(line.closedAt)}</time>
      </footer>
    </li>
  )
}

/**
 * The Closed tab: one trade history of the stock, index, futures and financing accounts (react-hooks' store over
 * core's `tradeHistory`), newest close first, its totals, and the whole history as CSV.
 */
export const ClosedPositions = () => {
  const language = useLanguage()
  const labels = useLabels()
  const lines = useTradeHistory(tradeHistory, (state) => state.lines)
  const totals = useTradeHistory(tradeHistory, (state) => state.totals)
  useEffect(() => {
    void tradeHistory.getState().load()
  }, [])
  if (lines && lines.length === 0) return <EmptyPositions />
  return (
    <section className="trade-history" aria-label={labels.tradeHistory}>
      <header className="trade-history-head">
        <h3 className="section-title">{labels.tradeHistory}</h3>
        <Button size="small" disabled={!lines} onClick={() => download(tradeHistory.getState().csv(language))}>
          {labels.exportCsv}
        </Button>
      </header>
      {totals && (
        <dl className="position-grid trade-totals">
          <Fact label={labels.realisedPnl}>
            <Amount value={totals.realised} signed />
          </Fact>
          <Fact label={labels.charges}>
            <Amount value={totals.charges} />
          </Fact>
          <Fact label={labels.netPnl}>
            <Amount value={totals.net} signed />
          </Fact>
        </dl>
      )}
      <ul className="position-list">
        {(lines ?? []).map((line) => (
          <TradeRow key={`${line.account}-${line.positionSn}`} line={line} />
        ))}
      </ul>
    </section>
  )
}
