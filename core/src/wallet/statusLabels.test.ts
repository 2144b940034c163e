import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { defaultSettings } from '../settings/Settings.js'
import { readAmountInput } from './amountInput.js'
import { checkRechargeAmount } from './rechargeForm.js'
import {
  canCancelWithdrawal,
  chargesWithdrawalFee,
  kycStatusLabel,
  rechargeStatusLabel,
  showsWithdrawalReason,
  withdrawalStatusLabel,
} from './statusLabels.js'
import { walletLabel } from './walletLabels.js'

it('labels each withdrawal status; the legacy 5 reads as paid; only 0 cancels; 2 and 3 show the reason', () => {
  expect([0, 1, 2, 3, 5].map((status) => walletLabel(withdrawalStatusLabel(status), 'en'))).toEqual([
    'Under review',
    'Paid',
    'Failed',
    'Cancelled',
    'Paid',
  ])
  expect([0, 1, 2, 3, 5].map(canCancelWithdrawal)).toEqual([true, false, false, false, false])
  expect([0, 1, 2, 3, 5].map(showsWithdrawalReason)).toEqual([false, false, true, true, false])
  // a rejected or cancelled withdrawal refunded the fee too (issue 35)
  expect([0, 1, 2, 3, 5].map(chargesWithdrawalFee)).toEqual([true, true, false, false, true])
})

it('labels top-up orders and the four real-name states in three languages', () => {
  expect([0, 1, 2, 3].map((status) => walletLabel(rechargeStatusLabel(status), 'zh-CN'))).toEqual([
    '待支付',
    '成功',
    '失败',
    '已过期',
  ])
  expect([0, 1, 2, 3].map((status) => walletLabel(kycStatusLabel(status), 'zh-TW'))).toEqual([
    '未認證',
    '審核中',
    '已認證',
    '認證失敗，請重新認證',
  ])
})

it('reads a typed amount and checks the recharge minimum before sending', () => {
  expect(readAmountInput('')).toBeUndefined()
  expect(readAmountInput('12a')).toBeUndefined()
  expect(readAmountInput(' 1,000.5 ')?.toFixed(2)).toBe('1000.50')
  expect(checkRechargeAmount(undefined, defaultSettings)?.key).toBe('rechargeAmountRequired')
  expect(checkRechargeAmount(M.of(150), defaultSettings)).toMatchObject({
    key: 'rechargeBelowMinimum',
    params: { min: '200.00' },
  })
  expect(checkRechargeAmount(M.of('200.005'), defaultSettings)?.key).toBe('fundsAmountDecimals')
  expect(checkRechargeAmount(M.of(10_000), defaultSettings)).toBeUndefined()
})
