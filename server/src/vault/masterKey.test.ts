import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadMasterKey, MasterKeyError, masterKeyFileOf } from './masterKey.js'

const folders: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bourse-master-key-'))
  folders.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the master key', () => {
  it('comes from BOURSE_MASTER_KEY as base64 or hex, and a key of another length is refused', () => {
    const key = randomBytes(32)
    expect(loadMasterKey(key.toString('base64'), folder()).key.equals(key)).toBe(true)
    expect(loadMasterKey(key.toString('hex'), folder()).key.equals(key)).toBe(true)
    expect(() => loadMasterKey(randomBytes(16).toString('base64'), folder())).toThrow(MasterKeyError)
    expect(() => loadMasterKey('not a key at all', folder())).toThrow(/32 bytes/)
  })

  it('is created at the first start in the data folder, readable by its owner only, and read back after', () => {
    const dir = folder()
    const created = loadMasterKey(undefined, dir)
    expect(created.source).toBe('new key file')
    expect(statSync(masterKeyFileOf(dir)).mode & 0o777).toBe(0o600)
    const again = loadMasterKey('', dir)
    expect(again.source).toBe('key file')
    expect(again.key.equals(created.key)).toBe(true)
  })

  it('refuses a key file others can read', () => {
    const dir = folder()
    loadMasterKey(undefined, dir)
    chmodSync(masterKeyFileOf(dir), 0o644)
    expect(() => loadMasterKey(undefined, dir)).toThrow(/chmod 600/)
  })

  it('never writes a new key through a link planted where the file goes', () => {
    const dir = folder()
    const target = join(folder(), 'elsewhere')
    writeFileSync(target, 'untouched')
    symlinkSync(target, masterKeyFileOf(dir))
    expect(() => loadMasterKey(undefined, dir)).toThrow(/not a plain file/)
    rmSync(target)
    expect(() => loadMasterKey(undefined, dir)).toThrow(/not a plain file/)
    writeFileSync(target, 'untouched')
    expect(readFileSync(target, 'utf8')).toBe('untouched')
  })
})
