import { expect, it } from 'vitest'
import { balanceNames } from '../engine/Balances.js'
import { balanceLabel } from './balanceLabel.js'

it('names the sub-account of every balance in the three languages', () => {
  expect(balanceLabel('stock.ipoFrozen', 'en')).toBe('Stock account · IPO frozen')
  expect(balanceLabel('index.available', 'zh-CN')).toBe('指数账户 · 可用')
  expect(balanceLabel('financing.debt', 'zh-TW')).toBe('配資帳戶 · 借款')
  for (const name of balanceNames)
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) expect(balanceLabel(name, language)).not.toBe(name)
})
