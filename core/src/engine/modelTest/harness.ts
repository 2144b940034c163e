import { expect } from 'vitest'
import * as M from '../../money/Money.js'
import type { Exposure } from '../../risk/Exposure.js'
import type { RiskBook } from '../../risk/riskBook.js'
import { type AccountState, emptyAccount } from '../AccountState.js'
import { type AccountKind, balanceNames, totalOf } from '../Balances.js'
import type { Command } from '../Command.js'
import { decide } from '../decide.js'
import type { Event } from '../Event.js'
import { evolve } from '../evolve.js'
import { evolveOwned } from '../evolveOwned.js'
import { journalTypes } from '../JournalEntry.js'
import type { PriceTriggers } from '../priceTriggers.js'
import { replay } from '../replay.js'
import {
  carryTriggers,
  expectExposureFollows,
  expectRiskBookFollows,
  expectTriggersFollow,
  patchRiskBook,
} from './exposureFollows.js'

export interface ModelPosition {
  sn: string
  symbol: string
  sign: 1n | -1n
  openPrice: bigint
  shares: bigint
  margin: bigint
  stayFees: bigint
}

export interface ModelContract {
  sn: string
  kind: 'index' | 'futures'
  code: string
  sign: 1n | -1n
  hands: bigint
  openPoint: bigint
  deposit: bigint
}

/** A sub-account in the model: whole paise, its own cash, margins and split positions. */
export interface ModelFinancing {
  id: string
  status: 0 | 1 | 2 | 3 | 4
  margin: bigint
  borrowed: bigint
  unwindLine: bigint
  days: number
  /** Management fee per day, in ten-thousandths. */
  rate: bigint
  available: bigint
  frozen: bigint
  feeDays: number
  positions: ModelPosition[]
}

export interface ModelPending {
  id: string
  symbol: string
  sign: 1n | -1n
  shares: bigint
  lever: bigint
  target: bigint
  falling: boolean
  reserved: bigint
  waiting: boolean
}

/**
 * The deliberately simple model: every amount in whole paise (bigint), running totals by category,
 * and plain lists of positions, pending orders and withdrawals. It knows nothing of decimals or events.
 */
export interface Model {
  available: Record<AccountKind, bigint>
  frozen: bigint
  contractFrozen: Record<'index' | 'futures', bigint>
  contracts: ModelContract[]
  deposits: bigint
  adjustments: bigint
  /** What left for the bank (received part), net of refunds. */
  withdrawn: bigint
  charges: bigint
  pnl: bigint
  withdrawals: { id: string; amount: bigint; fee: bigint; open: boolean }[]
  prices: Record<string, bigint>
  positions: ModelPosition[]
  pending: ModelPending[]
  /** Pending orders placed already past their expiry. */
  expired: Record<string, boolean>
  /** The last day stay fees were accrued, if any. */
  stayDay: number | undefined
  commandIds: string[]
  /** Margin-financing applications and sub-accounts. */
  financings: ModelFinancing[]
}

export const emptyModel = (): Model => ({
  available: { stock: 0n, index: 0n, futures: 0n },
  frozen: 0n,
  contractFrozen: { index: 0n, futures: 0n },
  contracts: [],
  deposits: 0n,
  adjustments: 0n,
  withdrawn: 0n,
  charges: 0n,
  pnl: 0n,
  withdrawals: [],
  prices: { AAA: 1000n, BBB: 350n, CCC: 25000n, IDX: 310050n, GC: 205000n },
  positions: [],
  pending: [],
  expired: {},
  stayDay: undefined,
  commandIds: [],
  financings: [],
})

export interface Real {
  state: AccountState
  events: Event[]
  /** The stock risk book and the exposure it was patched with, carried command by command. */
  book: RiskBook
  exposure: Exposure
  /** The take-profit / stop-loss and pending-order triggers, carried command by command. */
  triggers: PriceTriggers
}

export const userId = 'u1'
export const paise = (amount: M.Money): bigint => BigInt(amount.times(100).toFixed(0))
export const rupees = (p: bigint): M.Money => M.of(p.toString()).dividedBy(100) as M.Money
/** n ÷ d rounded half-up, for n ≥ 0, d > 0: (2n + d) div 2d. Negative n rounds away from zero symmetrically. */
export const roundHalfUp = (n: bigint, d: bigint): bigint =>
  n >= 0n ? (2n * n + d) / (2n * d) : -((2n * -n + d) / (2n * d))

let nextId = 0
export const freshId = () => `c${++nextId}`
export const now = 1_700_000_000_000

/** Runs a command through decide/evolve, checks every money law against the model, then retries it. */
export const execute = (
  model: Model,
  real: Real,
  command: Command,
  expectAccepted: boolean,
  updateModel: () => void,
) => {
  const decision = decide(real.state, command, now)
  if (decision.ok !== expectAccepted) {
    throw new Error(
      `${command.type} expected ${expectAccepted ? 'accepted' : 'refused'}, got ${JSON.stringify(decision.ok ? 'accepted' : decision.error)}`,
    )
  }
  if (decision.ok) {
    updateModel()
    for (const event of decision.events) {
      real.state = evolve(real.state, event)
      // Recorded events never change: the fast path (`evolveOwned`) must not update their records in place.
      if (event.type === 'stayFeesAccrued') Object.freeze(event.positions)
      real.events.push(Object.freeze(event))
    }
    real.exposure = patchRiskBook(real.book, real.exposure, decision.events, real.state)
    real.triggers = carryTriggers(real.triggers, decision.events, real.state)
    model.commandIds.push(command.id)
  }
  checkInvariants(model, real)
  if (decision.ok) expect(decide(real.state, command, now + 1)).toEqual({ ok: true, events: [] })
}

export const checkInvariants = (model: Model, real: Real) => {
  const { balances } = real.state
  for (const kind of ['stock', 'index', 'futures'] as const) {
    expect(paise(balances[`${kind}.available`])).toBe(model.available[kind])
  }
  expect(paise(balances['stock.frozen'])).toBe(model.frozen)
  expect(paise(balances['index.frozen'])).toBe(model.contractFrozen.index)
  expect(paise(balances['futures.frozen'])).toBe(model.contractFrozen.futures)
  // The financing balances are the sums over every sub-account, each sub-account's own figures those of the model.
  const sum = (of: (f: ModelFinancing) => bigint) => model.financings.reduce((total, f) => total + of(f), 0n)
  expect(paise(balances['financing.available'])).toBe(sum((f) => f.available))
  expect(paise(balances['financing.frozen'])).toBe(sum((f) => f.frozen))
  expect(paise(balances['financing.debt'])).toBe(-sum((f) => (f.status === 1 ? f.borrowed : 0n)))
  for (const f of model.financings) {
    const record = real.state.financings?.[f.id]
    expect([record?.status, record && paise(record.available), record && paise(record.frozen)]).toEqual([
      f.status,
      f.available,
      f.frozen,
    ])
    expect(Object.keys(record?.positions ?? {}).sort()).toEqual(f.positions.map((p) => p.sn).sort())
  }
  const byCategory = { deposit: 0n, withdrawal: 0n, charge: 0n, pnl: 0n, adjustment: 0n, internal: 0n }
  for (const event of real.events) {
    for (const entry of event.journal) byCategory[journalTypes[entry.type]] += paise(entry.amount)
  }
  expect(byCategory).toEqual({
    deposit: model.deposits,
    withdrawal: -model.withdrawn,
    charge: -model.charges,
    pnl: model.pnl,
    adjustment: model.adjustments,
    internal: 0n,
  })
  // Nothing created or destroyed: the balances are exactly what the journal says came in and went out.
  const journalTotal = model.deposits - model.withdrawn - model.charges + model.pnl + model.adjustments
  expect(paise(totalOf(balances))).toBe(journalTotal)
  expect(balanceNames.every((name) => balances[name].decimalPlaces() <= 2)).toBe(true)
  expect(Object.keys(real.state.positions).sort()).toEqual(model.positions.map((p) => p.sn).sort())
  expect(Object.keys(real.state.contractPositions).sort()).toEqual(model.contracts.map((p) => p.sn).sort())
  expect(replay(userId, real.events)).toEqual(real.state)
  // The cache's fast path (records updated in place) gives the same state as `evolve`.
  expect(real.events.reduce(evolveOwned, emptyAccount(userId))).toEqual(real.state)
  expectExposureFollows(real.events, real.state)
  expectRiskBookFollows(real.book, real.state)
  expectTriggersFollow(real.triggers, real.state)
}
