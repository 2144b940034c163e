import { describe, expect, it } from 'vitest'
import { maskedAddress, sessionClientOf } from './sessionClient.js'

describe("a session's client, as support sees it", () => {
  it('hides the host part of an address', () => {
    expect(maskedAddress('203.0.113.45')).toBe('203.0.113.x')
    expect(maskedAddress('::ffff:127.0.0.1')).toBe('127.0.0.x')
    expect(maskedAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::x')
    expect(maskedAddress('2001:db8::1')).toBe('2001:db8::x')
    expect(maskedAddress('::1')).toBe('::x')
    expect(maskedAddress('not an address')).toBe('')
    expect(maskedAddress(undefined)).toBe('')
  })

  it('keeps the user agent short and free of control characters', () => {
    const client = sessionClientOf(`Mozilla/5.0 (iPhone)\u001b[2J${'x'.repeat(300)}`, '10.1.2.3')
    expect(client.device.startsWith('Mozilla/5.0 (iPhone)[2J')).toBe(true)
    expect(client.device).toHaveLength(120)
    expect(client.address).toBe('10.1.2.x')
  })
})
