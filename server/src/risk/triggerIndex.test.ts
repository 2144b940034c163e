import { Price, type PriceTrigger } from '@bourse/core'
import { expect, it } from 'vitest'
import { createTriggerIndex, type SplitTargetTrigger } from './triggerIndex.js'

const target: PriceTrigger = { kind: 'target', ref: 'S1', code: '600000', rise: Price.of('11.00') }
const split = (applicationId: number, ref: string): SplitTargetTrigger => ({
  kind: 'splitTarget',
  ref,
  code: '600000',
  rise: Price.of('11.00'),
  fall: Price.of('9.00'),
  applicationId,
})

it("keeps a sub-account's split targets apart from its user's own triggers", () => {
  const index = createTriggerIndex()
  index.replaceAccount(7, new Map([['t:S1', target]]))
  index.replaceSubaccount(31, 7, new Map([['t:F1', split(31, 'F1')]]))
  index.replaceSubaccount(32, 7, new Map([['t:F2', split(32, 'F2')]]))
  const crossedAt = (price: string) => index.crossed('600000', Price.of(price)).map(({ trigger }) => trigger.ref)
  expect(crossedAt('11.00').sort()).toEqual(['F1', 'F2', 'S1'])
  expect(crossedAt('9.00').sort()).toEqual(['F1', 'F2'])
  expect(crossedAt('10.00')).toEqual([])
  // Sub-account 31 ends: its entries go, its user's and the other sub-account's stay.
  index.replaceSubaccount(31, 7, new Map())
  expect(crossedAt('11.00').sort()).toEqual(['F2', 'S1'])
  index.replaceAccount(7, new Map())
  const [left] = index.crossed('600000', Price.of('11.00'))
  expect([left?.userId, left?.trigger]).toEqual([7, split(32, 'F2')])
  expect(index.size).toBe(1)
})
