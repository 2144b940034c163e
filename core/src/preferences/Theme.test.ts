import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import { otherTheme, parseTheme, serializeTheme, themes } from './Theme.js'

it('stores the theme as an object with a data field', () => {
  expect(serializeTheme('red')).toBe('{"data":"red"}')
  expect(parseTheme('{"data":"red"}')).toBe('red')
})

it('falls back to black for anything unreadable', () => {
  for (const stored of [null, undefined, '', 'red', '{"data":"blue"}', '{', 'null', '[]']) {
    expect(parseTheme(stored)).toBe('black')
  }
})

test.prop([fc.constantFrom(...themes)])('round-trips, and toggling twice is the identity', (theme) => {
  expect(parseTheme(serializeTheme(theme))).toBe(theme)
  expect(otherTheme(otherTheme(theme))).toBe(theme)
  expect(otherTheme(theme)).not.toBe(theme)
})
