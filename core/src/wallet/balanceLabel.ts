import type { BalanceName } from '../engine/Balances.js'
import type { Language } from '../messages/Language.js'
import type { Texts } from '../messages/Texts.js'

const balanceLabels: Readonly<Record<BalanceName, Texts>> = {
  'stock.available': { en: 'Stock account · available', 'zh-CN': '股票账户 · 可用', 'zh-TW': '股票帳戶 · 可用' },
  'stock.frozen': {
    en: 'Stock account · margin frozen',
    'zh-CN': '股票账户 · 冻结保证金',
    'zh-TW': '股票帳戶 · 凍結保證金',
  },
  'stock.ipoFrozen': {
    en: 'Stock account · IPO frozen',
    'zh-CN': '股票账户 · 新股冻结',
    'zh-TW': '股票帳戶 · 新股凍結',
  },
  'index.available': { en: 'Index account · available', 'zh-CN': '指数账户 · 可用', 'zh-TW': '指數帳戶 · 可用' },
  'index.frozen': {
    en: 'Index account · deposit frozen',
    'zh-CN': '指数账户 · 冻结保证金',
    'zh-TW': '指數帳戶 · 凍結保證金',
  },
  'futures.available': { en: 'Futures account · available', 'zh-CN': '期货账户 · 可用', 'zh-TW': '期貨帳戶 · 可用' },
  'futures.frozen': {
    en: 'Futures account · deposit frozen',
    'zh-CN': '期货账户 · 冻结保证金',
    'zh-TW': '期貨帳戶 · 凍結保證金',
  },
  'financing.available': { en: 'Financing · cash', 'zh-CN': '配资账户 · 现金', 'zh-TW': '配資帳戶 · 現金' },
  'financing.frozen': { en: 'Financing · margin', 'zh-CN': '配资账户 · 保证金', 'zh-TW': '配資帳戶 · 保證金' },
  'financing.debt': { en: 'Financing · loan', 'zh-CN': '配资账户 · 借款', 'zh-TW': '配資帳戶 · 借款' },
}

/**
 * The sub-account a balance belongs to, in words (DECISIONS §20: every view of a balance names it):
 * balanceLabel('stock.ipoFrozen', 'en') is "Stock account · IPO frozen"; an unknown name reads as itself.
 */
export const balanceLabel = (balance: string, language: Language): string =>
  (balanceLabels as Readonly<Record<string, Texts | undefined>>)[balance]?.[language] ?? balance
