import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import { defaultSettings, formatSiteLever, parseSiteLever } from './Settings.js'

it('reads siteLever as DECISIONS §15 writes it', () => {
  expect(parseSiteLever('10/20/30')).toEqual([10, 20, 30])
  expect(parseSiteLever(' 100 / x / 0 /200')).toEqual([100, 200])
  expect(defaultSettings.siteLever).toEqual([10, 20, 30])
})

test.prop([fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1 })])('siteLever text round-trips', (levers) => {
  expect(parseSiteLever(formatSiteLever(levers))).toEqual(levers)
})
