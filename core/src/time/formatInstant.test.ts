import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import { formatInstant } from './formatInstant.js'

// Moments from 1970 to 2100 and every offset a time zone has (−12:00 … +14:00, in minutes).
const moment = fc.integer({ min: 0, max: 4_102_444_800_000 })
const offset = fc.integer({ min: -720, max: 840 })

it('writes hand-checked moments year first, at the reader’s offset', () => {
  expect(formatInstant(0, 0)).toBe('1970-01-01 00:00:00')
  expect(formatInstant(0, 330)).toBe('1970-01-01 05:30:00')
  expect(formatInstant(0, -300)).toBe('1969-12-31 19:00:00')
  // 2026-11-29 08:20:19 UTC, read in Shanghai (+08:00) and in Kolkata (+05:30)
  expect(formatInstant(1_795_940_419_000, 480)).toBe('2026-11-29 16:20:19')
  expect(formatInstant(1_795_940_419_000, 330, 'date')).toBe('2026-11-29')
})

test.prop([moment])('at offset 0 it is the ISO 8601 UTC text, without the T, the milliseconds and the Z', (at) => {
  expect(formatInstant(at, 0)).toBe(new Date(at).toISOString().slice(0, 19).replace('T', ' '))
})

test.prop([moment, offset])('is always 19 characters, its day the date form', (at, minutes) => {
  const text = formatInstant(at, minutes)
  expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  expect(formatInstant(at, minutes, 'date')).toBe(text.slice(0, 10))
})

test.prop([moment, offset])('reads back as the same second (the offset taken off again)', (at, minutes) => {
  const text = formatInstant(at, minutes)
  const read = Date.parse(`${text.replace(' ', 'T')}Z`) - minutes * 60_000
  expect(read).toBe(Math.floor(at / 1000) * 1000)
})

test.prop([moment, moment, offset])('keeps the order of moments (text order is time order)', (a, b, minutes) => {
  const [ta, tb] = [formatInstant(a, minutes), formatInstant(b, minutes)]
  if (Math.floor(a / 1000) < Math.floor(b / 1000)) expect(ta < tb).toBe(true)
})
