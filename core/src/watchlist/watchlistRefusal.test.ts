import { describe, expect, it } from 'vitest'
import { translate } from '../messages/translate.js'
import { watchlistRefusal } from './watchlistRefusal.js'

describe('watchlistRefusal', () => {
  it('lets stocks in and refuses contracts with the spec text', () => {
    expect(watchlistRefusal('stock')).toBeUndefined()
    const index = watchlistRefusal('index')
    expect(index && translate(index.key, 'en', index.params)).toBe('The index does not support Favorites!')
    expect(watchlistRefusal('futures')?.key).toBe('watchlistFuturesRefused')
  })
})
