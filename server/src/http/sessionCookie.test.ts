import { describe, expect, it } from 'vitest'
import { readCookie } from './sessionCookie.js'

describe('readCookie', () => {
  it('finds one cookie among several and ignores look-alikes', () => {
    expect(readCookie('theme=dark; USER_TOKEN=abc; lang=en', 'USER_TOKEN')).toBe('abc')
    expect(readCookie('XUSER_TOKEN=abc; USER_TOKEN=def', 'USER_TOKEN')).toBe('def')
    expect(readCookie('USER_TOKENX=abc', 'USER_TOKEN')).toBeUndefined()
    expect(readCookie(undefined, 'USER_TOKEN')).toBeUndefined()
    expect(readCookie('', 'USER_TOKEN')).toBeUndefined()
  })
})
