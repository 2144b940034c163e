import {
  type Api,
  type FinancingAccount,
  financingAssetsAt,
  Money,
  type OpenStockPosition,
  type Price,
  profitAndLoss,
} from '@bourse/core'
import type { MarketService } from '../market/MarketService.js'
import { type PositionView, presentPosition } from '../trading/presentPosition.js'
import type { ApplicationRow, SplitPositionRow } from './financingRows.js'

type FinancingOrderWire = typeof Api.FinancingOrder.Encoded
type SubAccountWire = typeof Api.SubAccount.Encoded

const money = (value: Money.Money): string => {
  const text = Money.round(value).toFixed(2)
  return text === '-0.00' ? '0.00' : text
}

/** The live price of every code the sub-account holds (those the market knows). */
const livePrices = (record: FinancingAccount, market: MarketService): Record<string, Price.Price> => {
  const prices: Record<string, Price.Price> = {}
  for (const position of Object.values(record.positions)) {
    const price = market.quote(position.stockCode)?.price
    if (price !== undefined) prices[position.stockCode] = price
  }
  return prices
}

/** An open split position's P&L less its opening charges, at `price` (its opening price when none is known). */
const openNet = (position: OpenStockPosition, price: Price.Price | undefined): Money.Money =>
  Money.sub(
    Money.round(profitAndLoss(position.direction, position.openPrice, price ?? position.openPrice, position.shares)),
    position.openingCharges.total,
  )

/** A sub-account's assets at the live prices: cash + margins + floating P&L (positions without a quote count at 0). */
const assetsNow = (record: FinancingAccount, market: MarketService): Money.Money => {
  const prices = livePrices(record, market)
  for (const position of Object.values(record.positions)) prices[position.stockCode] ??= position.openPrice
  return financingAssetsAt(record, prices) ?? Money.add(record.available, record.frozen)
}

/** The order number the app shows for an application: `FA` and the id on 8 digits. */
export const orderNumberOf = (id: number): string => `FA${String(id).padStart(8, '0')}`

/**
 * The spec's financing order (`getUserApplyList.do`, `addFundsApply.do`): the application's terms as the server
 * computed them, its status, and for a sub-account its cash, margins, assets at the live prices and P&L so far
 * (closed positions' P&L less every charge, open ones' at the live price less opening charges, less management fees).
 */
export const presentFinancingOrder = (row: ApplicationRow, market: MarketService): FinancingOrderWire => {
  const r = row.record
  const open = Object.values(r.positions)
  const openPnl = Money.sum(open.map((p) => openNet(p, market.quote(p.stockCode)?.price)))
  const active = r.status === 1
  return {
    id: row.id,
    orderNumber: orderNumberOf(row.id),
    subaccountNumber: r.subaccountNumber ?? null,
    typeId: r.product.typeId,
    typeName: r.product.name,
    lever: r.terms.lever,
    days: r.product.days,
    margin: money(r.terms.margin),
    fundsAmount: money(r.terms.borrowed),
    totalTradingAmount: money(Money.add(r.terms.margin, r.terms.borrowed)),
    manageFee: money(r.manageFee),
    lineWarning: money(r.terms.warningLine),
    lineUnwind: money(r.terms.unwindLine),
    status: r.status,
    reason: r.reason ?? null,
    enableAmt: money(r.available),
    freezeAmt: money(r.frozen),
    assets: money(active ? assetsNow(r, market) : Money.zero),
    orderTotalPrice: money(Money.sum(open.map((p) => Money.of(p.openPrice.times(p.shares))))),
    allProfitAndLose: money(Money.sub(Money.add(r.closedProfitAndLose, openPnl), r.manageFee)),
    returnedAmt: r.returned === undefined ? null : money(r.returned),
    addTime: r.appliedAt,
    approveTime: r.approvedAt ?? null,
    endTime: r.endedAt ?? r.endsAt ?? null,
  }
}

/** An active sub-account as the split-position order page lists it (`getUserSubaccount.do`). */
export const presentSubAccount = (row: ApplicationRow, market: MarketService): SubAccountWire => {
  const r = row.record
  return {
    subaccountNumber: r.subaccountNumber ?? '',
    enableAmt: money(r.available),
    totalTradingAmount: money(Money.add(r.terms.margin, r.terms.borrowed)),
    lineWarning: money(r.terms.warningLine),
    lineUnwind: money(r.terms.unwindLine),
    assets: money(assetsNow(r, market)),
    endTime: r.endsAt ?? r.appliedAt,
  }
}

/** A split position with the stock position's wire fields, its sub-account and why it closed. */
export const presentSplitPosition = (
  row: SplitPositionRow,
  subaccountNumber: string | null,
  market: MarketService,
): PositionView => {
  const code = row.position.stockCode
  const view = presentPosition(
    {
      id: row.id,
      userId: 0,
      positionSn: row.positionSn,
      state: row.state,
      position: row.position,
      settlement: row.settlement,
      reason: undefined,
      closedAt: row.closedAt,
    },
    market.instrument(code),
    market.quote(code)?.price,
  )
  const closeReason = row.reason === undefined ? null : row.reason === 'owner' ? 'user' : row.reason
  return { ...view, subaccountNumber, closeReason }
}
