import { beforeEach, describe, expect, it } from 'vitest'
import { productionPasswordCost } from '../config.js'
import {
  configurePasswordHashing,
  hashPassword,
  testPasswordCost,
  testPasswordHashSync,
  verifyAgainstDecoy,
  verifyPassword,
} from './passwordHash.js'

const hashing = (costLog2: number) => ({ costLog2, checksAtOnce: 1, queueLimit: 8 })

describe('password hashing at the production cost (scrypt N=2^17, r=8, p=1, 16-byte salt)', () => {
  // The one place full-cost scrypt runs in the suite; its time depends on the machine, so no deadline is asserted.
  it('verifies the right password and refuses others', { timeout: 120_000 }, async () => {
    configurePasswordHashing(hashing(productionPasswordCost))
    const stored = await hashPassword('secret12')
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    expect(await verifyPassword('secret12', stored)).toBe(true)
    expect(await verifyPassword('secret13', stored)).toBe(false)
  })
})

describe('password hashing at the configured test cost', () => {
  beforeEach(() => configurePasswordHashing(hashing(testPasswordCost)))

  it('makes hashes at the configured cost, which stored hashes keep', async () => {
    const stored = await hashPassword('secret12')
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    configurePasswordHashing(hashing(12))
    expect(await verifyPassword('secret12', stored)).toBe(true)
    expect(await hashPassword('secret12')).toMatch(/^scrypt\$4096\$/)
  })

  it('salts every hash, so the same password never hashes the same', async () => {
    const [a, b] = await Promise.all([hashPassword('secret12'), hashPassword('secret12')])
    expect(a).not.toBe(b)
  })

  it('never matches a malformed or foreign hash, or an empty password', async () => {
    const stored = await hashPassword('secret12')
    expect(await verifyPassword('', stored)).toBe(false)
    expect(await verifyPassword('secret12', '')).toBe(false)
    expect(await verifyPassword('secret12', 'test-only$no-password')).toBe(false)
    expect(await verifyPassword('secret12', 'bcrypt$x$y$z$a$b')).toBe(false)
  })

  it('answers false for the decoy used when a phone is unknown', async () => {
    expect(await verifyAgainstDecoy('secret12')).toBe(false)
  })

  it('makes synchronous test-cost hashes for fixtures that the async check accepts', async () => {
    const stored = testPasswordHashSync('investor1')
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(await verifyPassword('investor1', stored)).toBe(true)
    expect(await verifyPassword('investor2', stored)).toBe(false)
  })
})
