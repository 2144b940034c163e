import { describe, expect, it } from 'vitest'
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwordHash.js'

describe('password hashing (scrypt N=2^17, r=8, p=1, 16-byte salt)', () => {
  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('secret12')
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    expect(await verifyPassword('secret12', stored)).toBe(true)
    expect(await verifyPassword('secret13', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('salts every hash, so the same password never hashes the same', async () => {
    const [a, b] = await Promise.all([hashPassword('secret12'), hashPassword('secret12')])
    expect(a).not.toBe(b)
  })

  it('never matches a malformed or foreign hash', async () => {
    expect(await verifyPassword('secret12', '')).toBe(false)
    expect(await verifyPassword('secret12', 'test-only$no-password')).toBe(false)
    expect(await verifyPassword('secret12', 'bcrypt$x$y$z$a$b')).toBe(false)
  })

  it('answers false for the decoy used when a phone is unknown', async () => {
    expect(await verifyAgainstDecoy('secret12')).toBe(false)
  })
})
