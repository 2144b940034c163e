import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { totalAssets } from './totalAssets.js'

const totals = { userAmt: M.of('1000.00'), userIndexAmt: M.of('200.50'), userFuturesAmt: M.of('30.25') }

it('adds the index and futures accounts only when the settings show them', () => {
  expect(M.toText(totalAssets(totals, { indexDisplay: true, futuresDisplay: true }))).toBe('1230.75')
  expect(M.toText(totalAssets(totals, { indexDisplay: true, futuresDisplay: false }))).toBe('1200.50')
  expect(M.toText(totalAssets(totals, { indexDisplay: false, futuresDisplay: true }))).toBe('1030.25')
  expect(M.toText(totalAssets(totals, { indexDisplay: false, futuresDisplay: false }))).toBe('1000.00')
})

it('keeps exact decimals (no binary rounding)', () => {
  const tenths = { userAmt: M.of('0.1'), userIndexAmt: M.of('0.2'), userFuturesAmt: M.of('0') }
  expect(totalAssets(tenths, { indexDisplay: true, futuresDisplay: true }).toString()).toBe('0.3')
})
