import type { MessageTable } from '../messages/Texts.js'

/** Refusals of a setting change (DECISIONS §21): each names the bound the value broke. */
export const settingsMessages = {
  settingTooLow: {
    en: '{name} must be at least {min}',
    'zh-CN': '{name} 不能小于 {min}',
    'zh-TW': '{name} 不能小於 {min}',
  },
  settingNotAbove: {
    en: '{name} must be more than {min}',
    'zh-CN': '{name} 必须大于 {min}',
    'zh-TW': '{name} 必須大於 {min}',
  },
  settingTooHigh: {
    en: '{name} must be at most {max}',
    'zh-CN': '{name} 不能大于 {max}',
    'zh-TW': '{name} 不能大於 {max}',
  },
  settingNotBelow: {
    en: '{name} must be less than {max}',
    'zh-CN': '{name} 必须小于 {max}',
    'zh-TW': '{name} 必須小於 {max}',
  },
  settingOrder: {
    en: '{low} ({lowValue}) must not be more than {high} ({highValue})',
    'zh-CN': '{low}（{lowValue}）不能大于 {high}（{highValue}）',
    'zh-TW': '{low}（{lowValue}）不能大於 {high}（{highValue}）',
  },
  settingOrderStrict: {
    en: '{low} ({lowValue}) must be less than {high} ({highValue})',
    'zh-CN': '{low}（{lowValue}）必须小于 {high}（{highValue}）',
    'zh-TW': '{low}（{lowValue}）必須小於 {high}（{highValue}）',
  },
  settingWithdrawalFeeCeiling: {
    en: 'withFeeSingle may be at most {max}: a withdrawal of withMinAmt ({amount}) must pay out at least its fee',
    'zh-CN': 'withFeeSingle 不能大于 {max}：最低提现金额 withMinAmt（{amount}）须不少于其手续费',
    'zh-TW': 'withFeeSingle 不能大於 {max}：最低提現金額 withMinAmt（{amount}）須不少於其手續費',
  },
} as const satisfies MessageTable
