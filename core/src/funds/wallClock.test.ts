import { expect, it } from 'vitest'
import { isWithin, minutesOfDay } from './wallClock.js'

it('reads wall-clock times and treats the window as [begin, end)', () => {
  // 9 × 60 + 15 = 555; 23 × 60 + 59 = 1439
  expect([minutesOfDay('00:00'), minutesOfDay('09:15'), minutesOfDay('23:59')]).toEqual([0, 555, 1439])
  expect(() => minutesOfDay('9:15')).toThrow(RangeError)
  expect(() => minutesOfDay('24:00')).toThrow(RangeError)
  expect(['09:14', '09:15', '14:59', '15:00'].map((t) => isWithin(t, '09:15', '15:00'))).toEqual([
    false,
    true,
    true,
    false,
  ])
})
