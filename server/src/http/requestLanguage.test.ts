import { expect, it } from 'vitest'
import { requestLanguage } from './requestLanguage.js'

it('reads the lang header first, then Accept-Language, defaulting to English', () => {
  expect(requestLanguage({ lang: 'en-IN' })).toBe('en')
  expect(requestLanguage({ lang: 'zh-CN' })).toBe('zh-CN')
  expect(requestLanguage({ 'accept-language': 'zh-HK,zh;q=0.9' })).toBe('zh-TW')
  expect(requestLanguage({ 'accept-language': 'zh-Hans-CN' })).toBe('zh-CN')
  expect(requestLanguage({})).toBe('en')
})
