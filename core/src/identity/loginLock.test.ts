import { describe, expect, it } from 'vitest'
import { lockedUntil } from './loginLock.js'

const minute = 60 * 1000
const at = (minutes: number) => minutes * minute

describe('lockedUntil (five failures within 15 minutes lock for 15 minutes)', () => {
  it('locks from the fifth failure within 15 minutes', () => {
    expect(lockedUntil([at(0), at(1), at(2), at(3), at(4)], at(4))).toBe(at(19))
    expect(lockedUntil([at(0), at(1), at(2), at(3), at(4)], at(18.99))).toBe(at(19))
  })

  it('ends the lock 15 minutes after it started', () => {
    expect(lockedUntil([at(0), at(1), at(2), at(3), at(4)], at(19))).toBeUndefined()
  })

  it('does not lock four failures, nor five spread over 15 minutes or more', () => {
    expect(lockedUntil([at(0), at(1), at(2), at(3)], at(4))).toBeUndefined()
    expect(lockedUntil([at(0), at(4), at(8), at(12), at(16)], at(16))).toBeUndefined()
    expect(lockedUntil([at(0), at(4), at(8), at(12), at(15)], at(15))).toBeUndefined()
    expect(lockedUntil([at(0), at(4), at(8), at(12), at(14.99)], at(15))).toBe(at(29.99))
  })

  it('reads failures in any order', () => {
    expect(lockedUntil([at(4), at(0), at(3), at(1), at(2)], at(10))).toBe(at(19))
  })
})
