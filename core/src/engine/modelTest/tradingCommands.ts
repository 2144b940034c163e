import { fc } from '@fast-check/vitest'
import { standard as standardSchedule } from '../../fees/feeSchedule.js'
import type { Direction } from '../../market/Direction.js'
import * as P from '../../money/Price.js'
import * as S from '../../money/Shares.js'
import { stockRiskRule } from '../../risk/assessRisk.js'
import { defaultSettings } from '../../settings/Settings.js'
import { defaultSpreadRules } from '../../spread/spreadRule.js'
import type { Command } from '../Command.js'
import { execute, freshId, type Model, type ModelPosition, now, type Real, roundHalfUp, rupees } from './harness.js'

const symbols = ['AAA', 'BBB', 'CCC'] as const
type SymbolCode = (typeof symbols)[number]

export const priceOf = (paise: bigint) => P.of(rupees(paise))

export const orderContext = (symbol: SymbolCode, price: bigint, tradingOpen: boolean) => ({
  signedIn: true,
  realNameStatus: 2,
  tradingOpen,
  stock: { code: symbol, suspended: false, price: priceOf(price), limits: undefined },
  settings: defaultSettings,
  schedule: standardSchedule,
  spreadRules: defaultSpreadRules,
})

/** The default rules, by hand: margin = notional ÷ lever, fees 0.0003 + 0.001 + spread (0.001 below ₹5, else 0.0005). */
export const modelQuote = (price: bigint, shares: bigint, lever: bigint) => {
  const notional = price * shares
  const margin = roundHalfUp(notional, lever)
  const spread = price < 500n ? roundHalfUp(notional, 1000n) : roundHalfUp(notional * 5n, 10_000n)
  const charges = roundHalfUp(notional * 3n, 10_000n) + roundHalfUp(notional, 1000n) + spread
  return { margin, charges, deposit: margin + charges }
}

export const fundsAllow = (quote: ReturnType<typeof modelQuote>, available: bigint) =>
  available > 0n && quote.margin >= 1000n && 10n * quote.margin <= 9n * available && quote.deposit <= available

export const orderAllowed = (hands: bigint, lever: bigint) =>
  [10n, 20n, 30n].includes(lever) && hands >= 1n && hands <= 1000n

const openInModel = (
  model: Model,
  sn: string,
  symbol: string,
  sign: 1n | -1n,
  price: bigint,
  shares: bigint,
  lever: bigint,
) => {
  const quote = modelQuote(price, shares, lever)
  model.available.stock -= quote.deposit
  model.frozen += quote.margin
  model.charges += quote.charges
  model.positions.push({ sn, symbol, sign, openPrice: price, shares, margin: quote.margin, stayFees: 0n })
}

const closeInModel = (model: Model, position: ModelPosition) => {
  const price = model.prices[position.symbol] ?? 0n
  const pnl = position.sign * (price - position.openPrice) * position.shares
  const sellFee = roundHalfUp(price * position.shares * 3n, 10_000n)
  model.available.stock += position.margin + pnl - sellFee - position.stayFees
  model.frozen -= position.margin
  model.charges += sellFee + position.stayFees
  model.pnl += pnl
  model.positions = model.positions.filter((p) => p.sn !== position.sn)
}

const direction = (sign: 1n | -1n): Direction => (sign === 1n ? 'long' : 'short')

class SetPrice implements fc.Command<Model, Real> {
  constructor(
    readonly symbol: SymbolCode,
    readonly price: bigint,
  ) {}
  check = () => true
  run(model: Model) {
    model.prices[this.symbol] = this.price
  }
  toString = () => `SetPrice(${this.symbol}, ${this.price})`
}

class Open implements fc.Command<Model, Real> {
  constructor(
    readonly symbol: SymbolCode,
    readonly sign: 1n | -1n,
    readonly hands: bigint,
    readonly lever: bigint,
    readonly tradingOpen: boolean,
  ) {}
  check = () => true
  run(model: Model, real: Real) {
    const price = model.prices[this.symbol] ?? 0n
    const shares = this.hands * 100n
    const accepted =
      this.tradingOpen &&
      orderAllowed(this.hands, this.lever) &&
      fundsAllow(modelQuote(price, shares, this.lever), model.available.stock)
    const id = freshId()
    const command: Command = {
      type: 'openStockPosition',
      id,
      positionSn: `p${id}`,
      stockName: this.symbol,
      market: 'us',
      request: { direction: direction(this.sign), shares: S.of(shares.toString()), lever: Number(this.lever) },
      context: orderContext(this.symbol, price, this.tradingOpen),
    }
    execute(model, real, command, accepted, () =>
      openInModel(model, `p${id}`, this.symbol, this.sign, price, shares, this.lever),
    )
  }
  toString = () => `Open(${this.symbol}, ${this.sign}, ${this.hands}h, ${this.lever}x, open=${this.tradingOpen})`
}

class Close implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.positions.length > 0
  run(model: Model, real: Real) {
    const position = model.positions[this.pick % model.positions.length]
    if (!position) return
    const command: Command = {
      type: 'closeStockPosition',
      id: freshId(),
      positionSn: position.sn,
      reason: 'owner',
      market: { price: priceOf(model.prices[position.symbol] ?? 0n), limits: undefined, tradingOpen: true },
      schedule: standardSchedule,
      stayMaxDays: 0,
    }
    execute(model, real, command, true, () => closeInModel(model, position))
  }
  toString = () => `Close(${this.pick})`
}

class AccrueStay implements fc.Command<Model, Real> {
  constructor(readonly dayStep: number) {}
  check = () => true
  run(model: Model, real: Real) {
    const day = (model.stayDay ?? 0) + this.dayStep
    const command: Command = {
      type: 'accrueStayFees',
      id: freshId(),
      tradingDay: `d${String(day).padStart(6, '0')}`,
      schedule: standardSchedule,
    }
    // A day at or before the last accrued one is refused: accrual happens once per trading day.
    execute(model, real, command, model.stayDay === undefined || this.dayStep > 0, () => {
      model.stayDay = day
      for (const p of model.positions) p.stayFees += roundHalfUp(p.openPrice * p.shares * 5n, 10_000n)
    })
  }
  toString = () => `AccrueStay(+${this.dayStep})`
}

class Liquidate implements fc.Command<Model, Real> {
  check = () => true
  run(model: Model, real: Real) {
    const floating = model.positions.reduce(
      (sum, p) => sum + p.sign * ((model.prices[p.symbol] ?? 0n) - p.openPrice) * p.shares - p.stayFees,
      0n,
    )
    const line = roundHalfUp((model.available.stock + model.frozen) * 8n, 10n)
    const command: Command = {
      type: 'liquidateStockAccount',
      id: freshId(),
      prices: Object.fromEntries(symbols.map((s) => [s, priceOf(model.prices[s] ?? 0n)])),
      rule: stockRiskRule(defaultSettings),
      schedule: standardSchedule,
    }
    execute(model, real, command, model.positions.length > 0 && floating <= -line, () => {
      for (const position of [...model.positions]) closeInModel(model, position)
    })
  }
  toString = () => 'Liquidate'
}

class PlacePending implements fc.Command<Model, Real> {
  constructor(
    readonly symbol: SymbolCode,
    readonly sign: 1n | -1n,
    readonly hands: bigint,
    readonly lever: bigint,
    readonly target: bigint,
    readonly expired: boolean,
  ) {}
  check = () => true
  run(model: Model, real: Real) {
    const current = model.prices[this.symbol] ?? 0n
    const shares = this.hands * 100n
    const quote = modelQuote(this.target, shares, this.lever)
    const accepted = orderAllowed(this.hands, this.lever) && fundsAllow(quote, model.available.stock)
    const id = freshId()
    const command: Command = {
      type: 'placePendingOrder',
      id,
      orderId: `o${id}`,
      stockName: this.symbol,
      market: 'us',
      request: { direction: direction(this.sign), shares: S.of(shares.toString()), lever: Number(this.lever) },
      targetPrice: priceOf(this.target),
      currentPrice: priceOf(current),
      expiresAt: this.expired ? now - 1 : now + 1_000_000,
      context: orderContext(this.symbol, current, true),
    }
    execute(model, real, command, accepted, () => {
      model.available.stock -= quote.deposit
      model.frozen += quote.deposit
      model.pending.push({
        id: `o${id}`,
        symbol: this.symbol,
        sign: this.sign,
        shares,
        lever: this.lever,
        target: this.target,
        falling: current >= this.target,
        reserved: quote.deposit,
        waiting: true,
      })
      model.expired[`o${id}`] = this.expired
    })
  }
  toString = () =>
    `PlacePending(${this.symbol}, ${this.sign}, ${this.hands}h, ${this.lever}x, @${this.target}, expired=${this.expired})`
}

class EndPending implements fc.Command<Model, Real> {
  constructor(
    readonly pick: number,
    readonly how: 'triggerPendingOrder' | 'cancelPendingOrder' | 'expirePendingOrder',
  ) {}
  check = (model: Readonly<Model>) => model.pending.length > 0
  run(model: Model, real: Real) {
    const order = model.pending[this.pick % model.pending.length]
    if (!order) return
    const price = model.prices[order.symbol] ?? 0n
    const id = freshId()
    const release = () => {
      order.waiting = false
      model.available.stock += order.reserved
      model.frozen -= order.reserved
    }
    if (this.how === 'triggerPendingOrder') {
      const reached = order.falling ? price <= order.target : price >= order.target
      const command: Command = {
        type: 'triggerPendingOrder',
        id,
        orderId: order.id,
        positionSn: `p${id}`,
        context: orderContext(order.symbol as SymbolCode, price, true),
      }
      execute(model, real, command, order.waiting && reached, () => {
        release()
        const fills = fundsAllow(modelQuote(price, order.shares, order.lever), model.available.stock)
        if (fills) openInModel(model, `p${id}`, order.symbol, order.sign, price, order.shares, order.lever)
      })
      return
    }
    const allowed = order.waiting && (this.how === 'cancelPendingOrder' || model.expired[order.id] === true)
    execute(model, real, { type: this.how, id, orderId: order.id }, allowed, release)
  }
  toString = () => `EndPending(${this.pick}, ${this.how})`
}

const sign = fc.constantFrom<1n | -1n>(1n, -1n)
const hands = fc.oneof(
  { arbitrary: fc.bigInt({ min: 1n, max: 20n }), weight: 8 },
  { arbitrary: fc.bigInt({ min: 0n, max: 1200n }), weight: 2 },
)
const lever = fc.constantFrom(10n, 20n, 30n, 10n, 5n)
const price = fc.bigInt({ min: 1n, max: 60_000n })
const symbol = fc.constantFrom(...symbols)

export const tradingCommands = [
  fc.tuple(symbol, price).map(([s, p]) => new SetPrice(s, p)),
  fc.tuple(symbol, sign, hands, lever, fc.boolean()).map(([s, d, h, l, open]) => new Open(s, d, h, l, open)),
  fc.nat().map((n) => new Close(n)),
  fc.nat({ max: 3 }).map((n) => new AccrueStay(n)),
  fc.constant(new Liquidate()),
  fc
    .tuple(symbol, sign, hands, lever, price, fc.boolean())
    .map(([s, d, h, l, t, e]) => new PlacePending(s, d, h, l, t, e)),
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom<EndPending['how']>('triggerPendingOrder', 'cancelPendingOrder', 'expirePendingOrder'),
    )
    .map(([n, how]) => new EndPending(n, how)),
]
