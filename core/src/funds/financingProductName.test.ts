import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import { financingProductName } from './financingProductName.js'

it('names the seeded products in the reader’s words', () => {
  expect(financingProductName('Daily financing, 5 days', 'zh-CN')).toBe('按天配资，5 天')
  expect(financingProductName('Monthly financing, 30 days', 'zh-TW')).toBe('按月配資，30 天')
  expect(financingProductName('Monthly financing, 30 days', 'en')).toBe('Monthly financing, 30 days')
})

test.prop([fc.string(), fc.constantFrom('en', 'zh-CN', 'zh-TW' as const)])(
  'leaves a name staff typed as it is',
  (name, language) => {
    fc.pre(!/^(Daily|Monthly) financing, \d+ days$/.test(name))
    expect(financingProductName(name, language)).toBe(name)
  },
)
