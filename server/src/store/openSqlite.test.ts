import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { openSqlite } from './openSqlite.js'

let parent: string
afterEach(() => rmSync(parent, { recursive: true, force: true }))

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8)

it('keeps the data folder 0700 and the database and its WAL files 0600 (DECISIONS §21)', () => {
  parent = mkdtempSync(join(tmpdir(), 'bourse-modes-'))
  const dataDir = join(parent, 'data')
  const file = join(dataDir, 'bourse.sqlite')
  const db = openSqlite(file)
  db.prepare("INSERT INTO settings (name, value) VALUES ('siteName', 'modes')").run()
  expect([modeOf(dataDir), modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual([
    '700',
    '600',
    '600',
    '600',
  ])
  db.close()
})

it('tightens the files of a database made before, at its next opening', () => {
  parent = mkdtempSync(join(tmpdir(), 'bourse-modes-'))
  const file = join(parent, 'bourse.sqlite')
  openSqlite(file).close()
  chmodSync(file, 0o644)
  writeFileSync(`${file}-wal`, '')
  chmodSync(`${file}-wal`, 0o644)
  const db = openSqlite(file)
  expect([modeOf(file), modeOf(`${file}-wal`)]).toEqual(['600', '600'])
  db.close()
})
