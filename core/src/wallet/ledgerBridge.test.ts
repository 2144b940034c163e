import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { type LedgerEntry, ledgerBridge } from './ledgerBridge.js'

/** A journal of one sub-balance from signed amounts, each entry's balance after = the previous one's + its amount. */
const journal = (
  opening: string,
  moves: readonly (readonly [string, string])[],
  balance = 'stock.available',
): LedgerEntry[] => {
  let after = M.of(opening)
  return moves.map(([deType, amount], index) => {
    after = M.add(after, M.of(amount))
    return { deType, deAmt: M.of(amount), afterAmt: after, balance, addTime: 1000 + index, id: index + 1 }
  })
}

/** Hand-written entries over several sub-balances, in journal order. */
const lines = (rows: readonly (readonly [string, string, string, string])[]): LedgerEntry[] =>
  rows.map(([balance, deType, amount, after], index) => ({
    balance,
    deType,
    deAmt: M.of(amount),
    afterAmt: M.of(after),
    addTime: 1000 + index,
    id: index + 1,
  }))

it('ends at every sub-balance added up, not at the last line’s balance (issue 23: an IPO freeze came last)', () => {
  const entries = lines([
    ['stock.available', 'deposit', '50000.00', '50000.00'],
    ['stock.available', 'marginFrozen', '-20000.00', '30000.00'],
    ['stock.frozen', 'marginFrozen', '20000.00', '20000.00'],
    ['stock.available', 'buyFee', '-6.00', '29994.00'],
    ['stock.available', 'ipoFrozen', '-14320.00', '15674.00'],
    ['stock.ipoFrozen', 'ipoFrozen', '14320.00', '14320.00'],
  ])
  const bridge = ledgerBridge([...entries].reverse())
  // 15 674.00 available + 20 000.00 frozen + 14 320.00 IPO frozen = 49 994.00 = 0 + 50 000 − 6
  expect(bridge.closing.toFixed(2)).toBe('49994.00')
  expect(bridge.closingParts.map((part) => [part.balance, part.amount.toFixed(2)])).toEqual([
    ['stock.available', '15674.00'],
    ['stock.frozen', '20000.00'],
    ['stock.ipoFrozen', '14320.00'],
  ])
  expect(bridge.lines.find((line) => line.line === 'heldBack')?.amount.toFixed(2)).toBe('0.00')
  // issue 35: the moves into margins net to zero, what is held is said apart: 20 000.00 + 14 320.00
  expect(bridge.held.toFixed(2)).toBe('34320.00')
  expect(bridge.balanced).toBe(true)
})

it('bridges deposits, charges, margin held and released, and realised P&L to the balance', () => {
  const entries = journal('0', [
    ['deposit', '10000'],
    ['marginFrozen', '-2000'],
    ['buyFee', '-7.00'],
    ['profitAndLoss', '150.00'],
    ['marginReleased', '2000'],
    ['withdrawal', '-1000'],
    ['withdrawalFee', '-11.00'],
  ])
  const bridge = ledgerBridge([...entries].reverse())
  expect(bridge.lines.map(({ line, amount }) => [line, amount.toFixed(2)])).toEqual([
    ['deposits', '10000.00'],
    ['withdrawals', '-1000.00'],
    ['withdrawalFees', '-11.00'],
    ['charges', '-7.00'],
    ['realised', '150.00'],
    ['transfers', '0.00'],
    ['heldBack', '0.00'],
    ['adjustments', '0.00'],
  ])
  // 0 + 10,000 − 1,000 − 18 + 150 = 9,132.00
  expect([bridge.opening.toFixed(2), bridge.closing.toFixed(2), bridge.balanced]).toEqual(['0.00', '9132.00', true])
})

it('finds a gap: an entry whose balance after does not follow', () => {
  const entries = journal('0', [
    ['deposit', '500'],
    ['buyFee', '-1.00'],
  ])
  const altered = [entries[0] as LedgerEntry, { ...(entries[1] as LedgerEntry), afterAmt: M.of('498.00') }]
  expect(ledgerBridge(altered).balanced).toBe(false)
  expect(ledgerBridge([])).toMatchObject({ balanced: true })
})

const types = ['deposit', 'withdrawal', 'buyFee', 'profitAndLoss', 'transferIn', 'marginFrozen', 'somethingNew']
const move = fc.tuple(
  fc.constantFrom(...types),
  fc.integer({ min: -(10 ** 9), max: 10 ** 9 }).map((cents) => (cents / 100).toFixed(2)),
)

test.prop([fc.integer({ min: 0, max: 10 ** 9 }), fc.array(move, { maxLength: 40 })])(
  'any well-formed journal balances to the paisa, in any listing order',
  (openingCents, moves) => {
    const entries = journal((openingCents / 100).toFixed(2), moves)
    expect(ledgerBridge(entries.reverse()).balanced).toBe(true)
  },
)
