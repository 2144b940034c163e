import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openSqlite } from './openSqlite.js'

const parent = mkdtempSync(join(tmpdir(), 'bourse-modes-'))
afterAll(() => rmSync(parent, { recursive: true, force: true }))

const modeOf = (path: string) => statSync(path).mode & 0o777

describe('the database files are readable by their owner only (DECISIONS §21)', () => {
  it('creates the data folder 0700 and the database, its WAL and shared-memory files 0600', () => {
    const folder = join(parent, 'data')
    const file = join(folder, 'bourse.sqlite')
    const db = openSqlite(file)
    db.prepare('INSERT INTO settings (name, value) VALUES (?, ?)').run('siteName', 'Modes')
    expect(modeOf(folder)).toBe(0o700)
    expect([modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual([0o600, 0o600, 0o600])
    db.close()
  })
})
