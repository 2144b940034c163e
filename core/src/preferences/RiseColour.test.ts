import { expect, it } from 'vitest'
import { defaultRiseColour, effectiveRiseColour, parseRiseColour } from './RiseColour.js'

it('defaults to the language’s market: red-up for Chinese, green-up for English', () => {
  expect(defaultRiseColour('zh-CN')).toBe('redUp')
  expect(defaultRiseColour('zh-TW')).toBe('redUp')
  expect(defaultRiseColour('en')).toBe('greenUp')
})

it('a saved choice wins over the language; anything unreadable is no choice', () => {
  expect(effectiveRiseColour(parseRiseColour('redUp'), 'en')).toBe('redUp')
  expect(effectiveRiseColour(parseRiseColour('greenUp'), 'zh-CN')).toBe('greenUp')
  expect(parseRiseColour('{"data":"red"}')).toBeUndefined()
  expect(parseRiseColour(null)).toBeUndefined()
  expect(effectiveRiseColour(parseRiseColour('blue'), 'zh-TW')).toBe('redUp')
})
