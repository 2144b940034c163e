import { mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createStaffClient } from '@bourse/react-hooks'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { removeFolder } from '../testing/serverProcess.js'
import { createAccountTabActions } from './accountTabActions.js'

// Saving a file calls no server: the client is never used here.
const client = createStaffClient({ baseUrl: 'http://127.0.0.1:9', fetch: globalThis.fetch, getToken: () => undefined })
const scratch = mkdtempSync(join(tmpdir(), 'bourse-csv-'))
const home = process.env.HOME
afterEach(() => {
  process.env.HOME = home
})
afterAll(() => removeFolder(scratch))

describe("the console's fund-flow CSV file", () => {
  it('goes to the offered path in its own folder (the file 0600), named by phone and days', () => {
    const folder = join(scratch, 'console')
    mkdirSync(folder, { mode: 0o700 })
    const actions = createAccountTabActions(client, folder)
    const path = actions.defaultCsvPath('9000000001', { from: '2026-11-01' })
    expect(path).toBe(join(folder, '9000000001-fund-flow-2026-11-01_now.csv'))
    expect(actions.saveCsv(path, 'time,amount\n2026-11-24T04:00:00.000Z,-10.00')).toEqual({ ok: true, file: path })
    expect(readFileSync(path, 'utf8')).toBe('time,amount\n2026-11-24T04:00:00.000Z,-10.00\n')
    expect(statSync(path).mode & 0o777).toBe(0o600)
  })

  it('asks before replacing a file that is there, and never writes through a link (issue 34)', () => {
    const actions = createAccountTabActions(client, scratch)
    const file = join(scratch, 'kept.csv')
    writeFileSync(file, 'earlier')
    expect(actions.saveCsv(file, 'new')).toEqual({ ok: false, exists: file, msg: `${file} exists` })
    expect(readFileSync(file, 'utf8')).toBe('earlier')
    expect(actions.saveCsv(file, 'new', true)).toEqual({ ok: true, file })
    expect(readFileSync(file, 'utf8')).toBe('new\n')
    const link = join(scratch, 'link.csv')
    symlinkSync(file, link)
    for (const overwrite of [false, true])
      expect(actions.saveCsv(link, 'through', overwrite)).toEqual({
        ok: false,
        msg: `not saved: ${link} is a link (not followed); choose another name`,
      })
    expect(readFileSync(file, 'utf8')).toBe('new\n')
  })

  it('says plainly when the folder is missing or the path is a folder, and writes nothing', () => {
    const actions = createAccountTabActions(client, join(scratch, 'console'))
    expect(actions.saveCsv(join(scratch, 'missing', 'flow.csv'), 'x')).toEqual({
      ok: false,
      msg: `not saved: no folder ${join(scratch, 'missing')}`,
    })
    mkdirSync(join(scratch, 'reports'))
    expect(actions.saveCsv(join(scratch, 'reports'), 'x')).toEqual({
      ok: false,
      msg: `not saved: ${join(scratch, 'reports')} is a folder; add a file name`,
    })
  })

  it('reads ~/ as the home folder', () => {
    process.env.HOME = scratch
    const saved = createAccountTabActions(client, join(scratch, 'console')).saveCsv('~/flow.csv', 'x')
    expect(saved).toEqual({ ok: true, file: join(scratch, 'flow.csv') })
  })
})
