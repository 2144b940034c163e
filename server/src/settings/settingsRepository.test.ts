import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { openSqlite, type SqliteDatabase } from '../store/openSqlite.js'
import { type SqliteChangeFeed, sqliteChangeFeedOf } from '../store/sqliteChangeFeed.js'
import { statementsRunOn } from '../store/statementCache.js'
import { readSettings, readSpreadRules, saveSetting } from './settingsRepository.js'

let dataDir: string
let db: SqliteDatabase
let other: SqliteDatabase
let feed: SqliteChangeFeed
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bourse-settings-'))
  db = openSqlite(join(dataDir, 'bourse.sqlite'))
  // another process on the same database file (staff tools, a second server)
  other = openSqlite(join(dataDir, 'bourse.sqlite'))
  feed = sqliteChangeFeedOf(db) ?? expect.fail('no change feed')
})
afterEach(() => {
  db.close()
  other.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

/** Waits for the feed to deliver another connection's next commit. */
const delivered = () => {
  const seen = feed.deliveries
  return feed.when(() => feed.deliveries > seen)
}

it('reads each change: its own writes at once, another connection’s at the feed’s next delivery', async () => {
  expect(feed.live).toBe(true)
  expect(readSettings(db).buyFee.toString()).toBe('0.0003')
  expect(readSettings(db)).toBe(readSettings(db))
  const before = statementsRunOn(db)
  readSettings(db)
  expect(statementsRunOn(db)).toBe(before)
  saveSetting(db, 'buyFee', '0.0005')
  expect(readSettings(db).buyFee.toString()).toBe('0.0005')

  let arrives = delivered()
  saveSetting(other, 'buyFee', '0.0007')
  await arrives
  expect(readSettings(db).buyFee.toString()).toBe('0.0007')

  arrives = delivered()
  other.prepare("DELETE FROM settings WHERE name = 'buyFee'").run()
  await arrives
  expect(readSettings(db).buyFee.toString()).toBe('0.0003')
})

it('reads the version row once per turn when the feed is not live', async () => {
  feed.close()
  readSettings(db)
  saveSetting(other, 'buyFee', '0.0007')
  await nextTurn()
  const before = statementsRunOn(db)
  expect(readSettings(db).buyFee.toString()).toBe('0.0007')
  readSettings(db)
  expect(statementsRunOn(db) - before).toBe(2)
})

it('keeps an unreadable value at its default, and spread rules follow the same cache', async () => {
  saveSetting(db, 'stayMaxDays', 'forever')
  expect(readSettings(db).stayMaxDays).toBe(readSettings(other).stayMaxDays)
  const rules = readSpreadRules(db)
  expect(readSpreadRules(db)).toBe(rules)
  const arrives = delivered()
  saveSetting(other, 'spreadRules', '[]')
  await arrives
  expect(readSpreadRules(db)).not.toBe(rules)
})

it('reads a stored value outside its bound (written before the bounds) as the default', () => {
  saveSetting(db, 'withFeeSingle', '-1000')
  saveSetting(db, 'siteLever', '10/1000')
  saveSetting(db, 'withFeePercent', '0.01')
  const settings = readSettings(db)
  expect(settings.withFeeSingle.toFixed(2)).toBe('3.00')
  expect(settings.siteLever).toEqual([10, 20, 30])
  expect(settings.withFeePercent.toString()).toBe('0.01')
})
