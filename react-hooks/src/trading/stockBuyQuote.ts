import { Fees, Price, type Shares, StockOrder } from '@bourse/core'
import { useEffect, useState } from 'react'
import type { ApiClient } from '../apiClient.js'

/** The stock a buy is priced for: its code and today's change (the spread rules read it; read by code if absent). */
export interface QuotedStock {
  readonly code: string
  readonly hcrate?: { toFixed(digits: number): string }
}

/**
 * Core's quote of a stock buy at `price` (DECISIONS §2: margin, buy fee, stamp duty, spread, deposit) with the
 * server's spread rate and the broker's fee settings: what a review shows before a block trade, a strong-buy
 * application or a split buy is sent. Undefined when either answer fails.
 */
export const quoteStockBuy = async (
  client: ApiClient,
  stock: QuotedStock,
  price: Price.Price,
  shares: Shares.Shares,
  lever: number,
): Promise<StockOrder.Quote | undefined> => {
  const read = stock.hcrate ? undefined : await client.call('/api/stock/getSingleStock.do', { code: stock.code })
  const change = stock.hcrate ?? (read?.ok ? read.data.stock.hcrate : undefined)
  if (change === undefined) return undefined
  const [rate, settings] = await Promise.all([
    client.call('/api/user/findSpreadRateOne.do', {
      applies: change.toFixed(2),
      turnover: Price.notional(price, shares).toFixed(2),
      unitprice: price.toFixed(2),
      code: stock.code,
    }),
    client.call('/api/admin/getSetting.do', {}),
  ])
  if (!rate.ok || !settings.ok) return undefined
  return StockOrder.quote({ price, shares, lever, spreadRate: rate.data.spreadRate }, Fees.fromSettings(settings.data))
}

/**
 * `quoteStockBuy` for a form as it is typed: undefined while nothing to price (no stock, price or shares) or while the
 * answers are on their way; the latest request wins.
 */
export const useStockBuyQuote = (
  client: ApiClient,
  stock: QuotedStock | undefined,
  price: Price.Price | undefined,
  shares: Shares.Shares | undefined,
  lever: number,
): StockOrder.Quote | undefined => {
  const [quote, setQuote] = useState<StockOrder.Quote>()
  const key = stock && price && shares ? `${stock.code}|${price.toFixed(2)}|${shares.toFixed(0)}|${lever}` : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for stock, price, shares and lever
  useEffect(() => {
    setQuote(undefined)
    if (!stock || !price || !shares || shares.lte(0)) return
    let current = true
    void quoteStockBuy(client, stock, price, shares, lever).then((answer) => {
      if (current) setQuote(answer)
    })
    return () => {
      current = false
    }
  }, [client, key])
  return quote
}
