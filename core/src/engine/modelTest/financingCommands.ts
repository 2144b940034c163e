import { fc } from '@fast-check/vitest'
import { standard as standardSchedule } from '../../fees/feeSchedule.js'
import { defaultFinancingRatios } from '../../funds/marginFinancing.js'
import * as P from '../../money/Price.js'
import * as R from '../../money/Rate.js'
import * as S from '../../money/Shares.js'
import type { Command } from '../Command.js'
import {
  execute,
  freshId,
  type Model,
  type ModelFinancing,
  type ModelPosition,
  type Real,
  roundHalfUp,
  rupees,
} from './harness.js'
import { fundsAllow, modelQuote, orderAllowed, orderContext } from './tradingCommands.js'

const levers = [2, 3, 5]
const product = (days: number, rate: bigint) => ({
  typeId: 1,
  name: 'model',
  days,
  manageRate: R.of(rate.toString()).dividedBy(10_000) as R.Rate,
  levers,
  minMargin: rupees(100_000n),
  maxMargin: rupees(100_000_000n),
})

const pick = (model: Readonly<Model>, n: number): ModelFinancing | undefined =>
  model.financings.length === 0 ? undefined : model.financings[n % model.financings.length]

class Apply implements fc.Command<Model, Real> {
  constructor(
    readonly margin: bigint,
    readonly lever: number,
    readonly days: number,
    readonly rate: bigint,
    readonly realName: boolean,
  ) {}
  check = () => true
  run(model: Model, real: Real) {
    const accepted =
      this.realName &&
      levers.includes(this.lever) &&
      this.margin >= 100_000n &&
      this.margin <= 100_000_000n &&
      this.margin <= model.available.stock &&
      !model.financings.some((f) => f.status === 0)
    const id = freshId()
    const command: Command = {
      type: 'applyFinancing',
      id,
      applicationId: `f${id}`,
      product: product(this.days, this.rate),
      margin: rupees(this.margin),
      lever: this.lever,
      ratios: defaultFinancingRatios,
      realNameStatus: this.realName ? 2 : 1,
    }
    const borrowed = this.margin * BigInt(this.lever)
    execute(model, real, command, accepted, () =>
      model.financings.push({
        id: `f${id}`,
        status: 0,
        margin: this.margin,
        borrowed,
        unwindLine: roundHalfUp(this.margin * 82n, 100n) + borrowed,
        days: this.days,
        rate: this.rate,
        available: 0n,
        frozen: 0n,
        feeDays: 0,
        positions: [],
      }),
    )
  }
  toString = () => `FinApply(${this.margin}, ${this.lever}x, ${this.days}d, ${this.rate}‱, kyc=${this.realName})`
}

class Review implements fc.Command<Model, Real> {
  constructor(
    readonly n: number,
    readonly approve: boolean,
    readonly reason: string,
  ) {}
  check = (model: Readonly<Model>) => model.financings.length > 0
  run(model: Model, real: Real) {
    const record = pick(model, this.n)
    if (!record) return
    const id = freshId()
    if (!this.approve) {
      const command: Command = { type: 'rejectFinancing', id, applicationId: record.id, reason: this.reason }
      execute(model, real, command, record.status === 0 && this.reason.trim() !== '', () => {
        record.status = 2
      })
      return
    }
    const command: Command = { type: 'approveFinancing', id, applicationId: record.id, subaccountNumber: `SA${id}` }
    execute(model, real, command, record.status === 0 && record.margin <= model.available.stock, () => {
      model.available.stock -= record.margin
      record.available = record.margin + record.borrowed
      record.status = 1
    })
  }
  toString = () => `FinReview(${this.n}, ${this.approve ? 'approve' : `reject ${JSON.stringify(this.reason)}`})`
}

/** The model's clock stands still at approval: day 1 is due (0 for a 0-day term). */
const chargeFee = (model: Model, record: ModelFinancing) => {
  const due = Math.min(record.days, 1)
  if (due <= record.feeDays) return
  const fee = roundHalfUp(record.borrowed * record.rate * BigInt(due - record.feeDays), 10_000n)
  record.available -= fee
  model.charges += fee
  record.feeDays = due
}

class Fee implements fc.Command<Model, Real> {
  constructor(readonly n: number) {}
  check = (model: Readonly<Model>) => model.financings.length > 0
  run(model: Model, real: Real) {
    const record = pick(model, this.n)
    if (!record) return
    const accepted = record.status === 1 && Math.min(record.days, 1) > record.feeDays
    const command: Command = { type: 'chargeFinancingFee', id: freshId(), applicationId: record.id }
    execute(model, real, command, accepted, () => chargeFee(model, record))
  }
  toString = () => `FinFee(${this.n})`
}

class Buy implements fc.Command<Model, Real> {
  constructor(
    readonly n: number,
    readonly symbol: 'AAA' | 'BBB' | 'CCC',
    readonly sign: 1n | -1n,
    readonly hands: bigint,
    readonly lever: bigint,
  ) {}
  check = (model: Readonly<Model>) => model.financings.length > 0
  run(model: Model, real: Real) {
    const record = pick(model, this.n)
    if (!record) return
    const price = model.prices[this.symbol] ?? 0n
    const shares = this.hands * 100n
    const quote = modelQuote(price, shares, this.lever)
    // A 0-day term ends at its approval: no longer open for orders.
    const accepted =
      record.status === 1 &&
      record.days > 0 &&
      orderAllowed(this.hands, this.lever) &&
      fundsAllow(quote, record.available)
    const id = freshId()
    const command: Command = {
      type: 'openFinancingPosition',
      id,
      applicationId: record.id,
      positionSn: `F${id}`,
      stockName: this.symbol,
      market: 'us',
      request: {
        direction: this.sign === 1n ? 'long' : 'short',
        shares: S.of(shares.toString()),
        lever: Number(this.lever),
      },
      context: orderContext(this.symbol, price, true),
    }
    execute(model, real, command, accepted, () => {
      record.available -= quote.deposit
      record.frozen += quote.margin
      model.charges += quote.charges
      record.positions.push({
        sn: `F${id}`,
        symbol: this.symbol,
        sign: this.sign,
        openPrice: price,
        shares,
        margin: quote.margin,
        stayFees: 0n,
      })
    })
  }
  toString = () => `FinBuy(${this.n}, ${this.symbol}, ${this.sign}, ${this.hands}h, ${this.lever}x)`
}

const closeSplit = (model: Model, record: ModelFinancing, position: ModelPosition) => {
  const price = model.prices[position.symbol] ?? 0n
  const pnl = position.sign * (price - position.openPrice) * position.shares
  const sellFee = roundHalfUp(price * position.shares * 3n, 10_000n)
  record.available += position.margin + pnl - sellFee
  record.frozen -= position.margin
  model.charges += sellFee
  model.pnl += pnl
  record.positions = record.positions.filter((p) => p.sn !== position.sn)
}

class Sell implements fc.Command<Model, Real> {
  constructor(
    readonly n: number,
    readonly p: number,
  ) {}
  check = (model: Readonly<Model>) => model.financings.some((f) => f.positions.length > 0)
  run(model: Model, real: Real) {
    const holding = model.financings.filter((f) => f.positions.length > 0)
    const record = holding[this.n % holding.length]
    const position = record?.positions[this.p % record.positions.length]
    if (!record || !position) return
    const command: Command = {
      type: 'closeFinancingPosition',
      id: freshId(),
      applicationId: record.id,
      positionSn: position.sn,
      reason: 'owner',
      market: { price: P.of(rupees(model.prices[position.symbol] ?? 0n)), limits: undefined, tradingOpen: true },
      schedule: standardSchedule,
    }
    execute(model, real, command, true, () => closeSplit(model, record, position))
  }
  toString = () => `FinSell(${this.n}, ${this.p})`
}

class End implements fc.Command<Model, Real> {
  constructor(
    readonly n: number,
    readonly reason: 'expired' | 'unwound',
  ) {}
  check = (model: Readonly<Model>) => model.financings.length > 0
  run(model: Model, real: Real) {
    const record = pick(model, this.n)
    if (!record) return
    const floating = record.positions.reduce(
      (sum, p) => sum + p.sign * ((model.prices[p.symbol] ?? 0n) - p.openPrice) * p.shares,
      0n,
    )
    const due =
      this.reason === 'expired' ? record.days === 0 : record.available + record.frozen + floating <= record.unwindLine
    const prices = Object.fromEntries(Object.entries(model.prices).map(([code, p]) => [code, P.of(rupees(p))]))
    const command: Command = {
      type: 'endFinancing',
      id: freshId(),
      applicationId: record.id,
      reason: this.reason,
      prices,
      schedule: standardSchedule,
    }
    execute(model, real, command, record.status === 1 && due, () => {
      for (const position of [...record.positions]) closeSplit(model, record, position)
      chargeFee(model, record)
      model.available.stock += record.available - record.borrowed
      record.available = 0n
      record.status = this.reason === 'expired' ? 3 : 4
    })
  }
  toString = () => `FinEnd(${this.n}, ${this.reason})`
}

const buy = fc
  .tuple(
    fc.nat(),
    fc.constantFrom<'AAA' | 'BBB' | 'CCC'>('AAA', 'BBB', 'CCC'),
    fc.constantFrom<1n | -1n>(1n, -1n),
    fc.bigInt({ min: 1n, max: 20n }),
    fc.constantFrom(10n, 20n, 30n),
  )
  .map(([n, s, d, h, l]) => new Buy(n, s, d, h, l))
const approve = fc.nat().map((n) => new Review(n, true, ''))

/**
 * The financing commands of the model run (approvals and split buys twice, so sub-accounts trade and reach their
 * unwind line often): the sums of every sub-account are checked by `checkInvariants`.
 */
export const financingCommands = [
  approve,
  buy,
  buy,
  fc
    .tuple(
      fc.oneof(fc.bigInt({ min: 100_000n, max: 2_000_000n }), fc.bigInt({ min: 0n, max: 200_000_000n })),
      fc.constantFrom(2, 3, 5, 4),
      fc.constantFrom(0, 5),
      fc.bigInt({ min: 0n, max: 30n }),
      fc.boolean(),
    )
    .map(([m, l, d, r, k]) => new Apply(m, l, d, r, k)),
  fc.tuple(fc.nat(), fc.boolean(), fc.constantFrom('', ' ', 'limit')).map(([n, a, r]) => new Review(n, a, r)),
  fc.nat().map((n) => new Fee(n)),
  fc.tuple(fc.nat(), fc.nat()).map(([n, p]) => new Sell(n, p)),
  fc.tuple(fc.nat(), fc.constantFrom<'expired' | 'unwound'>('expired', 'unwound')).map(([n, r]) => new End(n, r)),
]
