import { describe, expect, it } from 'vitest'
import { deviceName } from './deviceName.js'

describe('a user agent as a person reads it', () => {
  it('names the browser and the system, or keeps what it cannot read', () => {
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iPhone')
    expect(deviceName('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    )
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe(
      'Edge on Windows',
    )
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe(
      'Firefox on Linux',
    )
    expect(deviceName('curl/8.5.0')).toBe('curl/8.5.0')
    expect(deviceName('')).toBe('unknown device')
  })
})
