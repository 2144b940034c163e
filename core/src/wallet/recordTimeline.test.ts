import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { recordTimeline } from './recordTimeline.js'

const entry = (id: number, orderSn: string | null, deType: string, amount: string, after: string, addTime: number) => ({
  id,
  orderSn,
  deType,
  deSummary: deType,
  deAmt: M.of(amount),
  afterAmt: M.of(after),
  addTime,
})

it("lists the record's creation, then its own journal entries oldest first, ignoring the others", () => {
  const entries = [
    entry(3, '12', 'withdrawalRefund', '2000', '9000', 300),
    entry(2, 'R-1', 'deposit', '10000', '17000', 200),
    entry(1, '12', 'withdrawal', '-2000', '7000', 100),
  ]
  expect(
    recordTimeline(90, '12', entries).map((step) =>
      step.kind === 'created' ? ['created', step.time] : [step.entry.deType, step.time, step.entry.afterAmt.toFixed(2)],
    ),
  ).toEqual([
    ['created', 90],
    ['withdrawal', 100, '7000.00'],
    ['withdrawalRefund', 300, '9000.00'],
  ])
  expect(recordTimeline(5, 'none', entries)).toEqual([{ kind: 'created', time: 5 }])
})
