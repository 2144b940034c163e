import { randomBytes } from 'node:crypto'
import { fc, test } from '@fast-check/vitest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SqlConnection } from '../store/SqlConnection.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { SealBrokenError } from './aesGcm.js'
import { loadMasterKey, MasterKeyError } from './masterKey.js'
import { openVault, type Vault } from './Vault.js'

const t0 = Date.parse('2026-11-29T02:00:00Z')
const keyRows = (db: SqlConnection) =>
  db.prepare('SELECT record_class, purpose, version, wrapped FROM vault_keys ORDER BY 1, 2, 3').all()

describe('the vault seals personal numbers and images under wrapped data keys', () => {
  let server: TestServer
  let master: Buffer
  let vault: Vault
  beforeAll(async () => {
    server = await startTestServer()
    // The test server's own key (its data folder's key file), which its vault was opened with.
    master = loadMasterKey(undefined, server.config.dataDir).key
    vault = openVault(server.db, master, t0)
  })
  afterAll(() => server.close())

  it('opens what it sealed, and the sealed text carries no trace of the clear value', () => {
    const sealed = vault.sealText('idNumber', '123456789012', 'user:7')
    expect(sealed).toMatch(/^vault1:idNumber:1:[A-Za-z0-9_-]+$/)
    expect(sealed).not.toContain('123456789012')
    expect(vault.openText(sealed, 'user:7')).toBe('123456789012')
    expect(vault.labelOf(sealed)).toEqual({ recordClass: 'idNumber', version: 1 })
    const image = randomBytes(2048)
    const sealedImage = vault.sealBytes('idImage', image, 'upload:abc')
    expect(sealedImage.includes(image.subarray(0, 32))).toBe(false)
    expect(vault.openBytes(sealedImage, 'upload:abc').equals(image)).toBe(true)
  })

  it('refuses a value moved to another record, relabelled to another class, or changed by one byte', () => {
    const sealed = vault.sealText('bankAccount', '001234567890', 'user:7')
    expect(() => vault.openText(sealed, 'user:8')).toThrow(SealBrokenError)
    expect(() => vault.openText(sealed.replace('bankAccount', 'idNumber'), 'user:7')).toThrow(SealBrokenError)
    const body = Buffer.from(sealed.split(':')[3] ?? '', 'base64url')
    body[body.length - 1] = (body[body.length - 1] ?? 0) ^ 1
    expect(() => vault.openText(`vault1:bankAccount:1:${body.toString('base64url')}`, 'user:7')).toThrow(
      SealBrokenError,
    )
    expect(() => vault.openText('001234567890', 'user:7')).toThrow(SealBrokenError)
  })

  it('gives exact look-ups a keyed hash: equal for equal values, apart per class, never the value', () => {
    const hash = vault.lookupHash('idNumber', '123456789012')
    expect(vault.lookupHash('idNumber', '123456789012')).toBe(hash)
    expect(vault.lookupHash('idNumber', '123456789013')).not.toBe(hash)
    expect(vault.lookupHash('bankAccount', '123456789012')).not.toBe(hash)
    expect(hash).not.toContain('123456789012')
  })

  test.prop([fc.string({ maxLength: 200 }), fc.constantFrom('idNumber', 'bankAccount' as const), fc.nat()])(
    'every text seals and opens to itself',
    (text, recordClass, owner) => {
      const sealed = vault.sealText(recordClass, text, `user:${owner}`)
      expect(vault.openText(sealed, `user:${owner}`)).toBe(text)
    },
  )

  it('a wrong master key stops the opening with a clear message and changes nothing stored', () => {
    const before = keyRows(server.db)
    expect(() => openVault(server.db, randomBytes(32), t0)).toThrow(MasterKeyError)
    expect(() => openVault(server.db, randomBytes(32), t0)).toThrow(/master key does not open/)
    expect(keyRows(server.db)).toEqual(before)
  })

  it('rotation seals new values under the new version; once old values are resealed the old key is gone', () => {
    const old = vault.sealText('idNumber', '999988887777', 'user:1')
    const hashBefore = vault.lookupHash('idNumber', '999988887777')
    const version = vault.rotate('idNumber', t0 + 1)
    expect(version).toBe(2)
    const fresh = vault.sealText('idNumber', '111122223333', 'user:2')
    expect(vault.labelOf(fresh)?.version).toBe(2)
    expect(vault.openText(old, 'user:1')).toBe('999988887777')
    const resealed = vault.sealText('idNumber', vault.openText(old, 'user:1'), 'user:1')
    expect(vault.retireBelow('idNumber', 2)).toBe(1)
    expect(vault.openText(resealed, 'user:1')).toBe('999988887777')
    expect(() => vault.openText(old, 'user:1')).toThrow(SealBrokenError)
    expect(vault.lookupHash('idNumber', '999988887777')).toBe(hashBefore)
    expect(vault.labelOf(vault.sealText('bankAccount', '12345678901', 'user:1'))?.version).toBe(1)
  })

  it('another process sees a rotation made by this one without a restart', () => {
    const other = openVault(server.db, master, t0)
    const version = vault.rotate('bankAccount', t0 + 2)
    const sealed = vault.sealText('bankAccount', '5555666677', 'user:3')
    expect(other.openText(sealed, 'user:3')).toBe('5555666677')
    expect(other.labelOf(other.sealText('bankAccount', '5555666677', 'user:3'))?.version).toBe(version)
  })

  it('a new master key rewraps every key: values stay readable, the old master key no longer opens the vault', () => {
    const sealed = vault.sealText('idNumber', '424242424242', 'user:4')
    const next = randomBytes(32)
    vault.rewrap(next)
    expect(vault.openText(sealed, 'user:4')).toBe('424242424242')
    expect(openVault(server.db, next, t0).openText(sealed, 'user:4')).toBe('424242424242')
    expect(() => openVault(server.db, master, t0)).toThrow(MasterKeyError)
  })
})
