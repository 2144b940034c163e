import { englishName, traditionalName } from '@bourse/core'
import { expect, it } from 'vitest'
import { englishNameOf, generateUniverse } from './universe.js'

it('core names every simulated A-share, Hong Kong stock, index and future the way the server does', () => {
  for (const instrument of generateUniverse(42)) {
    if (instrument.market === 'us' || /^Sim /.test(instrument.name)) continue
    expect(englishName(instrument.name), instrument.name).toBe(englishNameOf(instrument))
    expect(traditionalName(instrument.name), instrument.name).toBeDefined()
  }
})
