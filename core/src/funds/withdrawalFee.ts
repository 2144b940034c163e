import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Settings } from '../settings/Settings.js'

/** The settings that price a withdrawal: a fixed part and a rate on the amount. */
export type WithdrawalFeeSchedule = Pick<Settings, 'withFeeSingle' | 'withFeePercent'>

/** Fee = round2(withFeeSingle + amount × withFeePercent): 1234.56 with 3 and 0.008 is round2(3 + 9.87648) = 12.88. */
export const withdrawalFee = (amount: Money, schedule: WithdrawalFeeSchedule): Money =>
  M.round(schedule.withFeeSingle.plus(amount.times(schedule.withFeePercent)))

/** What reaches the bank account, amount − fee: 1234.56 − 12.88 = 1221.68. */
export const withdrawalReceived = (amount: Money, schedule: WithdrawalFeeSchedule): Money =>
  M.sub(amount, withdrawalFee(amount, schedule))
