import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import { defaultFinancingRatios } from '../funds/marginFinancing.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { defaultSettings } from '../settings/Settings.js'
import { defaultSpreadRules } from '../spread/spreadRule.js'
import type { FinancingProduct } from './AccountState.js'
import { type AccountState, emptyAccount } from './AccountState.js'
import type { Command } from './Command.js'
import { decide } from './decide.js'
import type { Event } from './Event.js'
import { evolve } from './evolve.js'
import { replay, replayJournal } from './replay.js'

const t0 = Date.UTC(2026, 10, 23, 2)
const hour = 3_600_000
const day = 24 * hour
const product: FinancingProduct = {
  typeId: 1,
  name: 'Five days',
  days: 5,
  manageRate: R.of('0.0012'),
  levers: [2, 3, 5],
  minMargin: M.of(1000),
  maxMargin: M.of(1_000_000),
}
const deposit: Command = { type: 'creditDeposit', id: 'd1', rechargeId: 'r1', amount: M.of(100_000) }
const apply = (over: Partial<Extract<Command, { type: 'applyFinancing' }>> = {}): Command => ({
  type: 'applyFinancing',
  id: 'apply1',
  applicationId: '1',
  product,
  margin: M.of(10_000),
  lever: 5,
  ratios: defaultFinancingRatios,
  realNameStatus: 2,
  ...over,
})
const approve: Command = { type: 'approveFinancing', id: 'approve1', applicationId: '1', subaccountNumber: 'SA1' }
const fee = (id: string): Command => ({ type: 'chargeFinancingFee', id, applicationId: '1' })
const buy = (price: string, over: { id?: string; positionSn?: string; applicationId?: string } = {}): Command => ({
  type: 'openFinancingPosition',
  id: over.id ?? 'buy1',
  applicationId: over.applicationId ?? '1',
  positionSn: over.positionSn ?? 'F1',
  stockName: 'Alpha',
  market: 'sh',
  request: { direction: 'long', shares: S.of(1000), lever: 10 },
  context: {
    signedIn: true,
    realNameStatus: 2,
    tradingOpen: true,
    stock: { code: 'AAA', suspended: false, price: P.of(price), limits: undefined },
    settings: defaultSettings,
    schedule: standard,
    spreadRules: defaultSpreadRules,
  },
})
const end = (reason: 'expired' | 'unwound', price: string, id = 'end1'): Command => ({
  type: 'endFinancing',
  id,
  applicationId: '1',
  reason,
  prices: { AAA: P.of(price) },
  schedule: standard,
})

type Step = readonly [Command, number]
const run = (steps: readonly Step[]) => {
  let state: AccountState = emptyAccount('u1')
  const events: Event[] = []
  for (const [command, at] of steps) {
    const decision = decide(state, command, at)
    if (!decision.ok) return { state, events, refused: decision.error.key as string }
    for (const event of decision.events) {
      state = evolve(state, event)
      events.push(event)
    }
  }
  return { state, events, refused: undefined }
}
const balances = (state: AccountState) =>
  (['stock.available', 'financing.available', 'financing.frozen', 'financing.debt'] as const).map((name) =>
    M.toText(state.balances[name] ?? M.zero),
  )
const expectReplays = ({ state, events }: ReturnType<typeof run>) => {
  expect(replay('u1', events)).toEqual(state)
  expect(replayJournal(events.flatMap((event) => event.journal))).toEqual(state.balances)
}

describe('margin financing in the engine', () => {
  it('books nothing at application, the margin and the loan at approval', () => {
    const applied = run([
      [deposit, t0],
      [apply(), t0],
    ])
    expect(applied.refused).toBeUndefined()
    expect(balances(applied.state)).toEqual(['100000.00', '0.00', '0.00', '0.00'])
    expect(applied.state.financings?.['1']?.terms.unwindLine.toFixed(2)).toBe('58200.00')
    const approved = run([
      [deposit, t0],
      [apply(), t0],
      [approve, t0],
    ])
    // 10 000 margin out of the stock account; 10 000 + 50 000 borrowed in the sub-account; 50 000 owed.
    expect(balances(approved.state)).toEqual(['90000.00', '60000.00', '0.00', '-50000.00'])
    expect(approved.state.financings?.['1']).toMatchObject({ status: 1, subaccountNumber: 'SA1', endsAt: t0 + 5 * day })
    expectReplays(approved)
  })

  it('buys, then unwinds at the unwind line: positions closed, loan repaid, the rest returned', () => {
    const base: Step[] = [
      [deposit, t0],
      [apply(), t0],
      [approve, t0],
      [fee('fee1'), t0],
      [buy('10.00'), t0],
    ]
    const bought = run(base)
    // fee 50 000 × 0.0012 × 1 = 60.00; margin 10 000 ÷ 10 = 1 000.00; charges 3.00 + 10.00 + 5.00 = 18.00
    expect(balances(bought.state)).toEqual(['90000.00', '58922.00', '1000.00', '-50000.00'])
    // assets at 8.28: 58 922 + 1 000 − 1 720 = 58 202.00 > 58 200.00 → not due
    expect(run([...base, [end('unwound', '8.28'), t0 + hour]]).refused).toBe('financingNotDue')
    // at 8.27: 58 192.00 ≤ 58 200.00 → unwind; pnl −1 730.00, sell fee 8 270 × 0.0003 = 2.481 → 2.48
    const unwound = run([...base, [end('unwound', '8.27'), t0 + hour]])
    expect(unwound.refused).toBeUndefined()
    // returned 58 922 + 1 000 − 1 730 − 2.48 − 50 000 = 8 189.52
    expect(balances(unwound.state)).toEqual(['98189.52', '0.00', '0.00', '0.00'])
    expect(unwound.state.financings?.['1']).toMatchObject({ status: 4, feeDays: 1, positions: {} })
    expect(unwound.state.financings?.['1']?.returned?.toFixed(2)).toBe('8189.52')
    expect(unwound.events.map((event) => event.type)).toEqual([
      'depositCredited',
      'financingChanged',
      'financingChanged',
      'financingChanged',
      'financingPositionOpened',
      'financingPositionClosed',
      'financingChanged',
    ])
    expectReplays(unwound)
  })

  it('charges every started day once and expires at the end of the term', () => {
    const steps: Step[] = [
      [deposit, t0],
      [apply(), t0],
      [approve, t0],
      [fee('fee1'), t0],
      [fee('fee2'), t0 + day - 1],
    ]
    expect(run(steps).refused).toBe('financingFeeNotDue')
    const later = run([...steps.slice(0, 4), [fee('fee2'), t0 + 2 * day]])
    // day 1 at approval 60.00; at t0 + 48 h days 2 and 3 at once: round2(50 000 × 0.0012 × 2) = 120.00
    expect(later.state.financings?.['1']).toMatchObject({ feeDays: 3 })
    expect(later.state.financings?.['1']?.manageFee.toFixed(2)).toBe('180.00')
    expect(run([...steps.slice(0, 4), [end('expired', '10.00'), t0 + 5 * day - 1]]).refused).toBe('financingNotDue')
    const expired = run([...steps.slice(0, 4), [end('expired', '10.00'), t0 + 5 * day]])
    // the 4 days still due: 240.00; returned 60 000 − 60 − 240 − 50 000 = 9 700.00
    expect(balances(expired.state)).toEqual(['99700.00', '0.00', '0.00', '0.00'])
    expect(expired.state.financings?.['1']).toMatchObject({ status: 3, feeDays: 5, endedAt: t0 + 5 * day })
    expectReplays(expired)
  })

  it('closes a split position at its take-profit only when the price reaches it', () => {
    const withTarget: Command = {
      ...(buy('10.00') as Extract<Command, { type: 'openFinancingPosition' }>),
      request: { direction: 'long', shares: S.of(1000), lever: 10, profitTarget: P.of('11.00') },
    }
    const steps: Step[] = [
      [deposit, t0],
      [apply(), t0],
      [approve, t0],
      [withTarget, t0],
    ]
    const close = (price: string): Command => ({
      type: 'closeFinancingPosition',
      id: `tp${price}`,
      applicationId: '1',
      positionSn: 'F1',
      reason: 'takeProfit',
      market: { price: P.of(price), limits: undefined, tradingOpen: false },
      schedule: standard,
    })
    expect(run([...steps, [close('10.99'), t0]]).refused).toBe('engineCloseReasonNotMet')
    // at 11.00 (outside the order window: a forced close): P&L 1 000.00, sell fee 11 000 × 0.0003 = 3.30
    const closed = run([...steps, [close('11.00'), t0]])
    expect(closed.events.at(-1)).toMatchObject({ type: 'financingPositionClosed', reason: 'takeProfit' })
    // 60 000 − 1 000 − 18 + 1 000 + 1 000 − 3.30
    expect(balances(closed.state)).toEqual(['90000.00', '60978.70', '0.00', '-50000.00'])
    expectReplays(closed)
  })

  it('refuses what the rules refuse, first refusal first', () => {
    const refused = (steps: Step[]) => run([[deposit, t0], ...steps]).refused
    expect(refused([[apply({ realNameStatus: 1 }), t0]])).toBe('financingRealNameRequired')
    expect(refused([[apply({ lever: 4 }), t0]])).toBe('financingLeverNotAllowed')
    expect(refused([[apply({ margin: M.of('999.99') }), t0]])).toBe('financingMarginOutOfRange')
    expect(refused([[apply({ margin: M.of('100000.01') }), t0]])).toBe('financingInsufficientFunds')
    expect(
      refused([
        [apply(), t0],
        [apply({ id: 'apply2', applicationId: '2' }), t0],
      ]),
    ).toBe('financingPendingExists')
    expect(
      refused([
        [apply(), t0],
        [buy('10.00'), t0],
      ]),
    ).toBe('financingNotActive')
    expect(
      refused([
        [apply(), t0],
        [{ type: 'rejectFinancing', id: 'r', applicationId: '1', reason: ' ' }, t0],
      ]),
    ).toBe('fundsReasonRequired')
    expect(
      refused([
        [apply(), t0],
        [approve, t0],
        [{ ...approve, id: 'approve2' }, t0],
      ]),
    ).toBe('financingStatusRefused')
    expect(
      refused([
        [apply(), t0],
        [approve, t0],
        [buy('10.00'), t0 + 5 * day],
      ]),
    ).toBe('financingNotActive')
    expect(refused([[buy('10.00', { applicationId: '9' }), t0]])).toBe('engineUnknownRecord')
    // the margin left the stock account after applying: approval re-checks it
    const spent: Command = {
      type: 'adjustBalance',
      id: 'a',
      account: 'stock',
      amount: M.of(-95_000),
      reason: 'x',
      staffId: 's',
      kind: 'adjustment',
    }
    expect(
      refused([
        [apply(), t0],
        [spent, t0],
        [approve, t0],
      ]),
    ).toBe('financingInsufficientFunds')
  })

  it('approves on an account stored before the financing balances existed', () => {
    const applied = run([
      [deposit, t0],
      [apply(), t0],
    ])
    const { 'financing.available': _a, 'financing.frozen': _f, 'financing.debt': _d, ...older } = applied.state.balances
    const legacy = { ...applied.state, balances: older as typeof applied.state.balances }
    const decision = decide(legacy, approve, t0)
    if (!decision.ok) return expect.fail(decision.error.key)
    const after = decision.events.reduce(evolve, legacy)
    expect(balances(after)).toEqual(['90000.00', '60000.00', '0.00', '-50000.00'])
  })

  it('rejects with a reason and moves nothing', () => {
    const rejected = run([
      [deposit, t0],
      [apply(), t0],
      [{ type: 'rejectFinancing', id: 'r', applicationId: '1', reason: ' limit reached ' }, t0],
    ])
    expect(rejected.state.financings?.['1']).toMatchObject({ status: 2, reason: 'limit reached' })
    expect(balances(rejected.state)).toEqual(['100000.00', '0.00', '0.00', '0.00'])
    expectReplays(rejected)
  })
})

test.prop([
  fc.integer({ min: 100_000, max: 10_000_000 }),
  fc.constantFrom(2, 3, 5),
  fc.array(fc.integer({ min: 0, max: 8 * 24 }), { maxLength: 8 }),
  fc.integer({ min: 1, max: 30 }),
])('fees: days charged never exceed the term; the end returns margin − fees exactly', (cents, lever, hours, rate) => {
  const margin = M.of(cents).dividedBy(100) as M.Money
  const manageRate = R.of(rate).dividedBy(10_000) as R.Rate
  const steps: Step[] = [
    [{ ...deposit, amount: M.of(100_000) }, t0],
    [apply({ margin, lever, product: { ...product, manageRate, maxMargin: M.of(100_000) } }), t0],
    [approve, t0],
  ]
  const times = [...hours].sort((a, b) => a - b)
  let outcome = run(steps)
  times.forEach((h, i) => {
    const next = run([...steps, [fee(`fee${i}`), t0 + h * hour]])
    if (!next.refused) {
      steps.push([fee(`fee${i}`), t0 + h * hour])
      outcome = next
    }
  })
  const record = outcome.state.financings?.['1']
  expect(record?.feeDays).toBeLessThanOrEqual(5)
  const ended = run([...steps, [end('expired', '10.00'), t0 + 5 * day]])
  expect(ended.refused).toBeUndefined()
  const fees = ended.state.financings?.['1']?.manageFee as M.Money
  expect(ended.state.financings?.['1']?.feeDays).toBe(5)
  expect(M.toText(ended.state.balances['stock.available'])).toBe(M.toText(M.sub(M.of(100_000), fees)))
  expectReplays(ended)
})
