import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import type { Contract } from './Contract.js'
import { type ContractOrderContext, quoteContractOrder } from './contractOrder.js'

const index: Contract = {
  kind: 'index',
  transState: 1,
  depositAmt: M.of(1000),
  eachPoint: M.of(10),
  minNum: 1,
  maxNum: 100,
  transFee: M.of(5),
}
const context: ContractOrderContext = {
  signedIn: true,
  realNameApproved: true,
  inTradingHours: true,
  levers: [10, 20, 30],
  available: M.of(200),
}
const order = { hands: 3, direction: 'long' as const, lever: 20 }
const refusal = (c: Contract, request: typeof order, ctx: ContractOrderContext) => {
  const result = quoteContractOrder(c, request, ctx)
  return result.ok ? undefined : result.error
}

describe('index order worked examples', () => {
  it('accepts when deposit + fee fit in the index account', () => {
    // deposit 1 000 × 3 ÷ 20 = 150.00; fee 5 × 3 = 15.00; total 165.00 ≤ 200; value 10 × 3 × 100 = 3 000
    const result = quoteContractOrder(index, order, context)
    expect(result.ok && Object.values(result.value).map(M.toText)).toEqual(['150.00', '15.00', '165.00', '3000.00'])
    // 165.00 exactly available is still enough
    expect(quoteContractOrder(index, order, { ...context, available: M.of('165') }).ok).toBe(true)
  })

  it('refuses one paisa short, naming both amounts', () => {
    expect(refusal(index, order, { ...context, available: M.of('164.99') })).toEqual({
      _tag: 'DomainError',
      key: 'contractInsufficientFunds',
      params: { required: '165.00', available: '164.99' },
    })
  })

  it('runs the checks in order, first failure wins', () => {
    const everythingWrong = { ...context, signedIn: false, realNameApproved: false, inTradingHours: false }
    const closed = { ...index, transState: 0 }
    const bad = { hands: 0, direction: 'long' as const, lever: 7 }
    const keys = [
      refusal(closed, bad, everythingWrong),
      refusal(closed, bad, { ...everythingWrong, signedIn: true }),
      refusal(closed, bad, { ...context, inTradingHours: false }),
      refusal(closed, bad, context),
      refusal({ ...closed, kind: 'futures' }, bad, context),
      refusal(index, bad, context),
      refusal(index, { ...bad, hands: 101 }, context),
      refusal(index, { ...bad, hands: 2.5 }, context),
      refusal(index, { ...bad, hands: 3 }, context),
    ].map((error) => error?.key)
    expect(keys).toEqual([
      'notSignedIn',
      'contractRealNameRequired',
      'contractOutsideTradingHours',
      'contractIndexNotTradable',
      'contractFuturesNotTradable',
      'contractHandsOutOfRange',
      'contractHandsOutOfRange',
      'contractHandsOutOfRange',
      'contractLeverNotAllowed',
    ])
  })

  it('refuses any order while available is negative after a gap loss', () => {
    const free = { ...index, depositAmt: M.zero, transFee: M.zero }
    expect(refusal(free, order, { ...context, available: M.of('-0.01') })?.key).toBe('contractInsufficientFunds')
  })
})

const amount = (max: number) => fc.integer({ min: 0, max }).map((p) => M.of(p).dividedBy(100) as M.Money)

test.prop([
  amount(10_000_000),
  amount(100_000),
  fc.integer({ min: 1, max: 100 }),
  fc.constantFrom(10, 20, 30),
  amount(50_000_000),
])(
  'accepted exactly when deposit + fee ≤ available, and then total = deposit + fee',
  (depositAmt, transFee, hands, lever, available) => {
    const result = quoteContractOrder(
      { ...index, depositAmt, transFee },
      { hands, direction: 'short', lever },
      { ...context, available },
    )
    // The sum computed by hand from the formulas, not by the quote.
    const needed = M.round(depositAmt.times(hands).dividedBy(lever)).plus(M.round(transFee.times(hands)))
    expect(result.ok).toBe(needed.lte(available))
    if (result.ok) expect(result.value.total.eq(needed)).toBe(true)
  },
)
