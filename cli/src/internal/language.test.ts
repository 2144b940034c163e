import { expect, it } from 'vitest'
import { languageOf } from './language.js'

it('reads BOURSE_LANG first, then the locale, and defaults to English', () => {
  expect(languageOf({})).toBe('en')
  expect(languageOf({ LANG: 'zh_TW.UTF-8' })).toBe('zh-TW')
  expect(languageOf({ LANG: 'zh_CN.UTF-8' })).toBe('zh-CN')
  expect(languageOf({ LANG: 'zh_HK.UTF-8' })).toBe('zh-TW')
  expect(languageOf({ LANG: 'en_IN.UTF-8', BOURSE_LANG: 'zh-CN' })).toBe('zh-CN')
  expect(languageOf({ LANG: 'C.UTF-8' })).toBe('en')
})
