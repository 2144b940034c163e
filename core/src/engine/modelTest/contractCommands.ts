import { fc } from '@fast-check/vitest'
import type { Contract, ContractKind } from '../../contracts/Contract.js'
import type { Direction } from '../../market/Direction.js'
import * as P from '../../money/Price.js'
import { contractRiskRule } from '../../risk/assessRisk.js'
import { defaultSettings } from '../../settings/Settings.js'
import type { Command } from '../Command.js'
import { execute, freshId, type Model, type ModelContract, type Real, roundHalfUp, rupees } from './harness.js'

/** One index and one future; amounts in paise: deposit ₹1 000 a hand, ₹12.34 a point a hand, fee ₹5 a hand. */
const contracts = { IDX: 'index', GC: 'futures' } as const
type ContractCode = keyof typeof contracts
const depositAmt = 100_000n
const eachPoint = 1234n
const transFee = 500n

const contractOf = (kind: ContractKind, tradable: boolean): Contract => ({
  kind,
  transState: tradable ? 1 : 0,
  depositAmt: rupees(depositAmt),
  eachPoint: rupees(eachPoint),
  minNum: 1,
  maxNum: 100,
  transFee: rupees(transFee),
})

const pointOf = (hundredths: bigint) => P.of(rupees(hundredths))
const direction = (sign: 1n | -1n): Direction => (sign === 1n ? 'long' : 'short')
/** P&L in paise × 100 (exact): points are in hundredths, eachPoint in paise. */
const pnlTimes100 = (c: ModelContract, point: bigint) => c.sign * (point - c.openPoint) * eachPoint * c.hands

const closeInModel = (model: Model, c: ModelContract) => {
  const pnl = roundHalfUp(pnlTimes100(c, model.prices[c.code] ?? 0n), 100n)
  model.available[c.kind] += c.deposit + pnl
  model.contractFrozen[c.kind] -= c.deposit
  model.pnl += pnl
  model.contracts = model.contracts.filter((p) => p.sn !== c.sn)
}

class OpenContract implements fc.Command<Model, Real> {
  constructor(
    readonly code: ContractCode,
    readonly sign: 1n | -1n,
    readonly hands: bigint,
    readonly lever: bigint,
    readonly tradable: boolean,
  ) {}
  check = () => true
  run(model: Model, real: Real) {
    const kind = contracts[this.code]
    const point = model.prices[this.code] ?? 0n
    const deposit = roundHalfUp(depositAmt * this.hands, this.lever)
    const fee = transFee * this.hands
    const accepted =
      this.tradable &&
      this.hands >= 1n &&
      this.hands <= 100n &&
      [10n, 20n, 30n].includes(this.lever) &&
      deposit + fee <= model.available[kind]
    const id = freshId()
    const command: Command = {
      type: 'openContractPosition',
      id,
      positionSn: `k${id}`,
      code: this.code,
      name: this.code,
      contract: contractOf(kind, this.tradable),
      point: pointOf(point),
      request: { hands: Number(this.hands), direction: direction(this.sign), lever: Number(this.lever) },
      context: { signedIn: true, realNameApproved: true, inTradingHours: true, levers: [10, 20, 30] },
    }
    execute(model, real, command, accepted, () => {
      model.available[kind] -= deposit + fee
      model.contractFrozen[kind] += deposit
      model.charges += fee
      model.contracts.push({
        sn: `k${id}`,
        kind,
        code: this.code,
        sign: this.sign,
        hands: this.hands,
        openPoint: point,
        deposit,
      })
    })
  }
  toString = () => `OpenContract(${this.code}, ${this.sign}, ${this.hands}h, ${this.lever}x, tradable=${this.tradable})`
}

class CloseContract implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.contracts.length > 0
  run(model: Model, real: Real) {
    const c = model.contracts[this.pick % model.contracts.length]
    if (!c) return
    const command: Command = {
      type: 'closeContractPosition',
      id: freshId(),
      positionSn: c.sn,
      point: pointOf(model.prices[c.code] ?? 0n),
      tradingOpen: true,
    }
    execute(model, real, command, true, () => closeInModel(model, c))
  }
  toString = () => `CloseContract(${this.pick})`
}

class LiquidateContracts implements fc.Command<Model, Real> {
  constructor(readonly kind: ContractKind) {}
  check = () => true
  run(model: Model, real: Real) {
    const held = model.contracts.filter((c) => c.kind === this.kind)
    const floatingTimes100 = held.reduce((sum, c) => sum + pnlTimes100(c, model.prices[c.code] ?? 0n), 0n)
    const line = roundHalfUp((model.available[this.kind] + model.contractFrozen[this.kind]) * 8n, 10n)
    const command: Command = {
      type: 'liquidateContractAccount',
      id: freshId(),
      kind: this.kind,
      points: Object.fromEntries(Object.keys(contracts).map((code) => [code, pointOf(model.prices[code] ?? 0n)])),
      rule: contractRiskRule(defaultSettings),
    }
    execute(model, real, command, held.length > 0 && floatingTimes100 <= -line * 100n, () => {
      for (const c of held) closeInModel(model, c)
    })
  }
  toString = () => `LiquidateContracts(${this.kind})`
}

class SetPoint implements fc.Command<Model, Real> {
  constructor(
    readonly code: ContractCode,
    readonly point: bigint,
  ) {}
  check = () => true
  run(model: Model) {
    model.prices[this.code] = this.point
  }
  toString = () => `SetPoint(${this.code}, ${this.point})`
}

const code = fc.constantFrom<ContractCode>('IDX', 'GC')

export const contractCommands = [
  fc.tuple(code, fc.bigInt({ min: 1n, max: 1_000_000n })).map(([c, p]) => new SetPoint(c, p)),
  fc
    .tuple(
      code,
      fc.constantFrom<1n | -1n>(1n, -1n),
      fc.bigInt({ min: 0n, max: 120n }),
      fc.constantFrom(5n, 10n, 20n, 30n),
      fc.boolean(),
    )
    .map(([c, s, h, l, t]) => new OpenContract(c, s, h, l, t)),
  fc.nat().map((n) => new CloseContract(n)),
  fc.constantFrom<ContractKind>('index', 'futures').map((k) => new LiquidateContracts(k)),
]
