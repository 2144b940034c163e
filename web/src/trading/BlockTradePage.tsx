import '../account/account.css'
import { Money, Shares } from '@bourse/core'
import { createBlockTradeStore, useAccount, usePagedList, useStockBuyQuote, useWallet } from '@bourse/react-hooks'
import { Button, Dialog, Input, Tabs } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { account, client } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { ListFooter } from '../components/ListFooter.js'
import { PriceText } from '../components/PriceText.js'
import { formatTime } from '../formatTime.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { ChargeBreakdown } from '../order/ChargeBreakdown.js'
import { showOutcome } from '../showOutcome.js'

/** Created when /dazong first opens. */
const blockTrade = createBlockTradeStore(client, { account })

const Products = () => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const money = useAccountLabels()
  const items = usePagedList(blockTrade.products, (state) => state.items)
  const finished = usePagedList(blockTrade.products, (state) => state.finished)
  return (
    <>
      <ul className="record-list" aria-label={labels.market}>
        {items.map((item) => (
          <li key={item.id} className="record-row">
            <header className="record-head">
              <strong>
                {nameOf(item.stockName)} {item.stockCode}
              </strong>
              <Button size="small" color="primary" onClick={() => blockTrade.store.getState().choose(item)}>
                {labels.buy}
              </Button>
            </header>
            <p className="muted">
              {money.blockPrice} <PriceText value={item.price} /> · {labels.latestPrice}{' '}
              <PriceText value={item.nowPrice} /> · {money.minimum} {item.minNum}
            </p>
          </li>
        ))}
      </ul>
      <ListFooter hasMore={!finished} loadMore={() => blockTrade.products.getState().loadMore()} />
    </>
  )
}

const Records = () => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const items = usePagedList(blockTrade.records, (state) => state.items)
  const finished = usePagedList(blockTrade.records, (state) => state.finished)
  return (
    <>
      <ul className="record-list" aria-label={labels.positions}>
        {items.map((record) => (
          <li key={record.id} className="record-row">
            <header className="record-head">
              <strong>
                {nameOf(record.stockName)} {record.stockCode}
              </strong>
              <Amount value={record.orderTotalPrice} />
            </header>
            <p className="muted">
              {record.num} · <PriceText value={record.price} /> · {labels.fee} <Amount value={record.orderFee} />
            </p>
            <p className="muted">
              {record.positionSn} · {formatTime(record.addTime)}
            </p>
          </li>
        ))}
      </ul>
      <ListFooter hasMore={!finished} loadMore={() => blockTrade.records.getState().loadMore()} />
    </>
  )
}

/**
 * /dazong: block-trade products at a discount (lever 1), the quantity dialog with what the order costs (core's lever-1
 * quote at the block price) and what stays available, and my block trades.
 */
export const BlockTradePage = () => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const money = useAccountLabels()
  const navigate = useNavigate()
  const [query, setQuery] = useSearchParams()
  const tab = query.get('tab') === 'records' ? 'records' : 'products'
  const chosen = useWallet(blockTrade.store, (state) => state.chosen)
  const quantity = useWallet(blockTrade.store, (state) => state.quantity)
  const available = useAccount(account, (state) => state.user?.enableAmt)
  const quote = useStockBuyQuote(
    client,
    chosen && { code: chosen.stockCode },
    chosen?.price,
    /^\d+$/.test(quantity.trim()) ? Shares.of(Number(quantity)) : undefined,
    1,
  )
  useEffect(() => {
    if (account.getState().user === undefined) void account.getState().loadUser()
  }, [])
  useEffect(() => {
    if (tab === 'records') void blockTrade.records.getState().setFilter(null)
    else void blockTrade.products.getState().setFilter(null)
  }, [tab])
  const buy = async () => {
    if (showOutcome(await blockTrade.store.getState().buy(), navigate)) setQuery({ tab: 'records' }, { replace: true })
  }
  return (
    <main className="page">
      <Tabs activeKey={tab} onChange={(key) => setQuery({ tab: key }, { replace: true })}>
        <Tabs.Tab key="products" title={labels.market} />
        <Tabs.Tab key="records" title={labels.positions} />
      </Tabs>
      {tab === 'products' ? <Products /> : <Records />}
      <Dialog
        visible={chosen !== undefined}
        title={chosen ? `${nameOf(chosen.stockName)} ${chosen.stockCode}` : ''}
        content={
          <div className="field">
            <label htmlFor="block-trade-quantity">{labels.quantity}</label>
            <Input
              id="block-trade-quantity"
              inputMode="numeric"
              value={quantity}
              onChange={(text) => blockTrade.store.getState().setQuantity(text)}
            />
            <span className="muted">
              {money.minimum} {chosen?.minNum}
            </span>
            <div data-testid="block-trade-cost">
              <ChargeBreakdown quote={quote} />
              {quote && available && (
                <p className="muted">
                  {labels.availableAfter}: <Amount value={Money.sub(available, quote.deposit)} />
                </p>
              )}
            </div>
          </div>
        }
        onClose={() => blockTrade.store.getState().choose(undefined)}
        actions={[
          [
            { key: 'cancel', text: labels.cancel, onClick: () => blockTrade.store.getState().choose(undefined) },
            { key: 'buy', text: labels.confirm, bold: true, onClick: () => void buy() },
          ],
        ]}
      />
    </main>
  )
}
