import { describe, expect, it } from 'vitest'
import { withoutSecrets } from './logOptions.js'

describe('withoutSecrets', () => {
  it('censors secret fields at any depth it searches, in any letter case, and copies only what it changed', () => {
    const headers = { host: 'bourse.example', USERTOKEN: 'tok-1', Authorization: 'Bearer staff-2' }
    const logged = { busboyOptions: { headers, limits: { files: 1 } }, route: '/prod-api/user/upload.do' }
    expect(withoutSecrets(logged)).toEqual({
      busboyOptions: {
        headers: { host: 'bourse.example', USERTOKEN: '[redacted]', Authorization: '[redacted]' },
        limits: { files: 1 },
      },
      route: '/prod-api/user/upload.do',
    })
    expect(headers.USERTOKEN).toBe('tok-1')
    expect(withoutSecrets([{ bankNo: '918273645', idCard: '246813579024' }])).toEqual([
      { bankNo: '[redacted]', idCard: '[redacted]' },
    ])
  })

  it('hands back the very object when nothing is secret, and leaves errors to their serializer', () => {
    const line = { method: 'POST', route: '/prod-api/user/buy.do', status: 200, ms: 1.5 }
    expect(withoutSecrets(line)).toBe(line)
    const error = new Error('disk on fire')
    expect(withoutSecrets({ err: error })).toEqual({ err: error })
  })
})
