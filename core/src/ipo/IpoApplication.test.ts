import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import * as Ipo from './IpoApplication.js'
import type { IpoListing } from './IpoListing.js'

const listing: IpoListing = {
  code: '301555',
  name: 'Demo New Share',
  market: 'sz',
  issuePrice: P.of('25.50'),
  orderNumber: S.of(10_000),
  minQuantity: S.of(500),
  type: 1,
  applicationDeadline: 1_000,
  paymentDeadline: 2_000,
  listingDate: 3_000,
}
const placement: IpoListing = { ...listing, type: 2 }
const rich = M.of(1_000_000)
const text = (m: M.Money) => m.toFixed(2)
const keyOf = <A>(r: { ok: true; value: A } | { ok: false; error: { key: string } }) => (r.ok ? 'ok' : r.error.key)
const value = <A>(r: { ok: true; value: A } | { ok: false; error: { key: string } }): A => {
  if (!r.ok) throw new Error(r.error.key)
  return r.value
}
const sumOf = (m: Ipo.IpoMovement) => M.sum([m.available, m.ipoFrozen, m.frozen])

describe('IPO application checks (first failure wins)', () => {
  it('refuses in the spec order', () => {
    expect(keyOf(Ipo.checkApply(listing, undefined, 0, rich))).toBe('ipoQuantityRequired')
    expect(keyOf(Ipo.checkApply(listing, S.of(0), 0, rich))).toBe('ipoQuantityAtLeastOne')
    expect(keyOf(Ipo.checkApply(listing, S.of(10_100), 0, rich))).toBe('ipoQuantityAboveMax')
    expect(keyOf(Ipo.checkApply(listing, S.of(400), 0, rich))).toBe('ipoQuantityBelowMin')
    expect(keyOf(Ipo.checkApply(listing, S.of(550), 0, rich))).toBe('ipoQuantityWholeHands')
    expect(keyOf(Ipo.checkApply(listing, S.of(500), 1_000, rich))).toBe('ipoApplicationClosed')
    expect(keyOf(Ipo.checkApply(listing, S.of(500), 999, M.zero))).toBe('ok')
    // Placement pays now: 500 × 25.50 = 12 750.00 > 12 749.99.
    expect(keyOf(Ipo.checkApply(placement, S.of(500), 999, M.of('12749.99')))).toBe('ipoInsufficientFunds')
    expect(keyOf(Ipo.checkApply(placement, S.of(500), 999, M.of('12750')))).toBe('ok')
  })
  it('regression (property seed -14185304): 1 500 × 666.67 = 1 000 005.00 exceeds 1 000 000.00', () => {
    const dear = { ...placement, issuePrice: P.of('666.67') }
    expect(keyOf(Ipo.checkApply(dear, S.of(1_500), 0, rich))).toBe('ipoInsufficientFunds')
    expect(keyOf(Ipo.checkApply(dear, S.of(1_500), 0, M.of('1000005')))).toBe('ok')
  })
})

describe('online (type 1) worked example', () => {
  // 1 000 shares = 10 hands; 10 × 0.3 = 3 hands exactly, whatever the draw.
  const applied = value(Ipo.apply('A1', listing, S.of(1_000), 500, rich))
  const allotment = value(Ipo.runAllotment(listing, [applied.application], 'seed', R.of('0.3'), 1_000))
  const allotted = allotment.steps[0]
  it('applies without paying, then wins 300 shares awaiting payment', () => {
    expect(applied.application.status).toBe(1)
    expect(text(applied.movement.available)).toBe('0.00')
    expect(allotted?.application.status).toBe(3)
    expect(allotted?.application.allotted.toString()).toBe('300')
  })
  it('confirming payment moves 300 × 25.50 = 7 650.00 to IPO frozen', () => {
    const paid = value(Ipo.pay(allotted?.application ?? applied.application, listing, 2_000, rich))
    expect(paid.application.status).toBe(4)
    expect(text(paid.movement.available)).toBe('-7650.00')
    expect(text(paid.movement.ipoFrozen)).toBe('7650.00')
    const listed = value(Ipo.list(paid.application, listing, 3_000))
    expect(listed.application.status).toBe(5)
    expect(text(listed.movement.ipoFrozen)).toBe('-7650.00')
    expect(text(listed.movement.frozen)).toBe('7650.00')
    expect(listed.position).toMatchObject({ code: '301555', market: 'sz', direction: 'long', lever: 1 })
    expect(listed.position.shares.toString()).toBe('300')
    expect(listed.position.openPrice.toString()).toBe('25.5')
    expect(text(listed.position.charges)).toBe('0.00')
  })
  it('refuses payment after the deadline and forfeits only then', () => {
    const a = allotted?.application ?? applied.application
    expect(keyOf(Ipo.pay(a, listing, 2_001, rich))).toBe('ipoPaymentClosed')
    expect(keyOf(Ipo.pay(a, listing, 2_000, M.of('7649.99')))).toBe('ipoInsufficientFunds')
    expect(keyOf(Ipo.forfeit(a, listing, 2_000))).toBe('ipoPaymentStillOpen')
    expect(value(Ipo.forfeit(a, listing, 2_001)).application.status).toBe(2)
  })
  it('runs the lottery only at the deadline, and lists only on the listing date', () => {
    expect(keyOf(Ipo.runAllotment(listing, [applied.application], 's', R.of('0.3'), 999))).toBe('ipoLotteryTooEarly')
    expect(keyOf(Ipo.list(applied.application, listing, 3_000))).toBe('ipoNotPaid')
  })
})

describe('placement (type 2) worked example', () => {
  it('pays at application and refunds the unallotted part', () => {
    const applied = value(Ipo.apply('B1', placement, S.of(1_000), 500, rich))
    // 1 000 × 25.50 = 25 500.00 frozen at once.
    expect(text(applied.movement.available)).toBe('-25500.00')
    expect(text(applied.movement.ipoFrozen)).toBe('25500.00')
    const step = value(Ipo.runAllotment(placement, [applied.application], 7, R.of('0.3'), 1_000)).steps[0]
    // 3 hands won: keep 300 × 25.50 = 7 650.00, refund 25 500.00 − 7 650.00 = 17 850.00.
    expect(step?.application.status).toBe(4)
    expect(text(step?.application.paid ?? M.zero)).toBe('7650.00')
    expect(text(step?.movement.available ?? M.zero)).toBe('17850.00')
    expect(text(step?.movement.ipoFrozen ?? M.zero)).toBe('-17850.00')
  })
})

const quantity = fc.integer({ min: 5, max: 100 }).map((hands) => S.of(hands * 100))
const seed = fc.oneof(fc.integer(), fc.string())
const price = fc.integer({ min: 1, max: 99_999 }).map((cents) => P.of(cents).dividedBy(100) as P.Price)

describe('IPO laws', () => {
  test.prop([fc.array(quantity, { minLength: 1, maxLength: 20 }), seed, price])(
    'type 2: refund + kept = paid at application; allotted ≤ applied in whole hands; money is conserved',
    (quantities, s, issuePrice) => {
      const l = { ...placement, issuePrice }
      const applied = quantities.map((q, i) => value(Ipo.apply(`u${i}`, l, q, 0, M.of(10 ** 12))))
      const { steps } = value(
        Ipo.runAllotment(
          l,
          applied.map((a) => a.application),
          s,
          R.of('0.3'),
          1_000,
        ),
      )
      steps.forEach((step, i) => {
        const paidAtApplication = applied[i]?.application.paid ?? M.zero
        expect(M.add(step.movement.available, step.application.paid).eq(paidAtApplication)).toBe(true)
        expect(step.movement.available.gte(0)).toBe(true)
        expect(S.isWholeHands(step.application.allotted)).toBe(true)
        expect(step.application.allotted.lte(step.application.applied)).toBe(true)
        expect(sumOf(step.movement).isZero()).toBe(true)
      })
    },
  )

  type Command = 'allot' | 'pay' | 'forfeit' | 'list'
  const command = fc.constantFrom<Command>('allot', 'pay', 'forfeit', 'list')
  test.prop([
    fc.constantFrom(listing, placement),
    quantity,
    seed,
    fc.array(fc.tuple(command, fc.nat(4_000)), { maxLength: 12 }),
  ])('only the listed transitions happen, and every step conserves money', (l, q, s, commands) => {
    let application = value(Ipo.apply('x', l, q, 0, rich)).application
    for (const [c, now] of commands) {
      const result =
        c === 'allot'
          ? (() => {
              const r = Ipo.runAllotment(l, [application], s, R.of('0.3'), now)
              const step = r.ok ? r.value.steps[0] : undefined
              return step ? { ok: true as const, value: step } : { ok: false as const }
            })()
          : c === 'pay'
            ? Ipo.pay(application, l, now, rich)
            : c === 'forfeit'
              ? Ipo.forfeit(application, l, now)
              : Ipo.list(application, l, now)
      if (!result.ok) continue
      const next = result.value.application
      expect(Ipo.transitions[application.status]).toContain(next.status)
      if (l.type === 2) expect(next.status).not.toBe(3)
      expect(sumOf(result.value.movement).isZero()).toBe(true)
      application = next
    }
  })
})
