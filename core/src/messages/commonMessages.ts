import type { MessageTable } from './Texts.js'

/** Messages that belong to no single concept: sign-in, generic input errors, generic outcomes. */
export const commonMessages = {
  // Every language keeps the English phrase: the spec's clients look for 'Please log in first' in `msg`
  // to drop the token and go to the login page (spec 001 §8).
  notSignedIn: {
    en: 'Please log in first',
    'zh-CN': '请先登录 (Please log in first)',
    'zh-TW': '請先登入 (Please log in first)',
  },
  invalidNumber: {
    en: '{field} must be a number',
    'zh-CN': '{field} 必须是数字',
    'zh-TW': '{field} 必須是數字',
  },
  requiredField: {
    en: '{field} is required',
    'zh-CN': '{field} 不能为空',
    'zh-TW': '{field} 不能為空',
  },
  // Two server processes wrote the same account at once and this request lost twice (nothing of it was stored).
  writeConflict: {
    en: 'Your account changed at the same moment; nothing was done, please try again',
    'zh-CN': '您的账户在同一时刻发生了变动，本次操作未执行，请重试',
    'zh-TW': '您的帳戶在同一時刻發生了變動，本次操作未執行，請重試',
  },
  ok: {
    en: 'ok',
    'zh-CN': '成功',
    'zh-TW': '成功',
  },
} as const satisfies MessageTable
