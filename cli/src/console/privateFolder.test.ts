import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { removeFolder } from '../testing/serverProcess.js'
import { openPrivateFolder } from './privateFolder.js'

// A temp folder of our own stands for the shared one (`TMPDIR` is what `os.tmpdir()` reads).
const scratch = mkdtempSync(join(tmpdir(), 'bourse-private-'))
const sharedTmp = join(scratch, 'tmp')
const victim = join(scratch, 'victim.txt')
const before = process.env.TMPDIR
afterEach(() => {
  if (before === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = before
})
afterAll(() => removeFolder(scratch))

describe("the console's folder for ID images and CSVs (issue 34)", () => {
  it('is fresh and private even when another user prepared the old shared folder with a link in it', () => {
    mkdirSync(sharedTmp, { mode: 0o777 })
    writeFileSync(victim, 'not yours')
    // What another local user could prepare before: the old predictable folder, open to all, a link inside.
    const hostile = join(sharedTmp, `bourse-id-images-${process.getuid?.() ?? 'user'}`)
    mkdirSync(hostile)
    chmodSync(hostile, 0o777)
    symlinkSync(victim, join(hostile, '9000000001-front.png'))
    process.env.TMPDIR = sharedTmp

    const folder = openPrivateFolder()
    expect(dirname(folder.path)).toBe(sharedTmp)
    expect(folder.path).not.toBe(hostile)
    expect(statSync(folder.path).mode & 0o777).toBe(0o700)
    expect(readdirSync(folder.path)).toEqual([])
    const file = folder.save('9000000001-front.png', new Uint8Array([1, 2, 3]))
    expect(file).toBe(join(folder.path, '9000000001-front.png'))
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(victim, 'utf8')).toBe('not yours')
    // A second run never shares the first one's folder.
    const second = openPrivateFolder()
    expect(second.path).not.toBe(folder.path)
    folder.remove()
    second.remove()
    expect(readdirSync(sharedTmp).sort()).toEqual([`bourse-id-images-${process.getuid?.() ?? 'user'}`])
  })

  it('replaces a link planted at a name instead of writing through it, and is gone on remove', () => {
    const folder = openPrivateFolder()
    writeFileSync(victim, 'not yours')
    symlinkSync(victim, join(folder.path, 'flow.csv'))
    const file = folder.save('flow.csv', 'time,amount\n')
    expect(statSync(file).isFile()).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe('time,amount\n')
    expect(readFileSync(victim, 'utf8')).toBe('not yours')
    folder.remove()
    expect(() => statSync(folder.path)).toThrow(/ENOENT/)
  })
})
