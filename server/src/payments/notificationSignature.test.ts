import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { isSignedBy, signNotification } from './notificationSignature.js'

describe('notification signatures', () => {
  it('are HMAC-SHA256 in hex (RFC 4231 test case 2)', () => {
    expect(signNotification('what do ya want for nothing?', 'Jefe')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
  })

  test.prop([fc.string(), fc.string({ minLength: 1 }), fc.nat(63)])(
    'verify the body they were made for, and nothing with one character changed',
    (body, secret, position) => {
      const signature = signNotification(body, secret)
      expect(isSignedBy(body, signature, secret)).toBe(true)
      const flipped = signature[position] === '0' ? '1' : '0'
      const forged = `${signature.slice(0, position)}${flipped}${signature.slice(position + 1)}`
      expect(isSignedBy(body, forged, secret)).toBe(false)
      expect(isSignedBy(`${body} `, signature, secret)).toBe(false)
      expect(isSignedBy(body, signature, `${secret}x`)).toBe(false)
    },
  )

  it('refuses a missing, short or non-hex signature', () => {
    expect(isSignedBy('{}', undefined, 's')).toBe(false)
    expect(isSignedBy('{}', 'abc', 's')).toBe(false)
    expect(isSignedBy('{}', 'Z'.repeat(64), 's')).toBe(false)
  })
})
