import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '../config.js'
import { paymentSecretFile, paymentSecretOf } from './paymentSecret.js'

const dirs: string[] = []
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bourse-secret-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the payment secret', () => {
  it('is generated into the data folder at first start (owner-only) and read back later', () => {
    const dataDir = freshDir()
    const first = paymentSecretOf({ dataDir, paymentSecret: undefined })
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(statSync(paymentSecretFile(dataDir)).mode & 0o777).toBe(0o600)
    expect(readFileSync(paymentSecretFile(dataDir), 'utf8').trim()).toBe(first)
    expect(paymentSecretOf({ dataDir, paymentSecret: undefined })).toBe(first)
  })

  it('comes from BOURSE_PAYMENT_SECRET when set, which must be at least 32 characters', () => {
    const dataDir = freshDir()
    const secret = 'a-configured-secret-of-32-chars!'
    const config = readConfig({ BOURSE_PAYMENT_SECRET: secret, BOURSE_DATA_DIR: dataDir }, '/srv')
    expect(paymentSecretOf(config)).toBe(secret)
    expect(() => readConfig({ BOURSE_PAYMENT_SECRET: 'short' }, '/srv')).toThrow(ConfigError)
    expect(readConfig({}, '/srv').paymentSecret).toBeUndefined()
  })
})
