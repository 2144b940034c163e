import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres, UnsafeDatabaseError } from './openPostgres.js'
import { type PostgresConnection, PostgresError } from './PostgresConnection.js'
import { createTestDatabase, testPostgresUrl } from './testing/testDatabases.js'

// Runs in the `server-pg` project (a real PostgreSQL for the run); skipped in the SQLite-only `server` project.
const postgresUrl = testPostgresUrl()

describe.runIf(postgresUrl !== undefined)('PostgresConnection: SqlConnection on a real PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let db: PostgresConnection

  beforeAll(async () => {
    database = await createTestDatabase(postgresUrl as string)
    db = openPostgres(database.url)
    db.exec('CREATE TABLE scratch (id BIGINT PRIMARY KEY, note TEXT, flag BOOLEAN)')
  })
  afterAll(async () => {
    db.close()
    await database.drop()
  })

  const notes = () =>
    (db.prepare('SELECT id, note FROM scratch ORDER BY id').all() as { id: number; note: string }[]).map(
      (row) => `${row.id}:${row.note}`,
    )

  it('answers values as SQLite does: 64-bit integers and counts as numbers, booleans as 1/0, text as written', () => {
    db.prepare('INSERT INTO scratch (id, note, flag) VALUES (?, ?, ?)').run(9007199254740991, '10.50', 'true')
    const row = db.prepare('SELECT id, note, flag, COUNT(*) OVER () AS total, NULL AS nothing FROM scratch').get()
    expect(row).toEqual({ id: 9007199254740991, note: '10.50', flag: 1, total: 1, nothing: null })
    expect(db.prepare('DELETE FROM scratch WHERE id = ?').run(9007199254740991)).toEqual({ changes: 1 })
  })

  it('commits a transaction, and nests a savepoint that rolls back alone', () => {
    db.transaction(() => {
      expect(db.inTransaction).toBe(true)
      db.prepare('INSERT INTO scratch (id, note) VALUES (?, ?)').run(1, 'outer')
      expect(() =>
        db.transaction(() => {
          db.prepare('INSERT INTO scratch (id, note) VALUES (?, ?)').run(2, 'inner')
          throw new Error('refused')
        })(),
      ).toThrow('refused')
      db.prepare('INSERT INTO scratch (id, note) VALUES (?, ?)').run(3, 'after')
    })()
    expect(db.inTransaction).toBe(false)
    expect(notes()).toEqual(['1:outer', '3:after'])
  })

  it('rolls the whole transaction back when its work throws', () => {
    expect(() =>
      db.transaction(() => {
        db.prepare('UPDATE scratch SET note = ? WHERE id = ?').run('changed', 1)
        throw new Error('no')
      })(),
    ).toThrow('no')
    expect(notes()).toEqual(['1:outer', '3:after'])
  })

  it('reports a refused statement with its SQLSTATE, and a savepoint around it keeps the transaction usable', () => {
    let caught: unknown
    db.transaction(() => {
      try {
        db.transaction(() => db.prepare('INSERT INTO scratch (id, note) VALUES (?, ?)').run(1, 'again'))()
      } catch (error) {
        caught = error
      }
      db.prepare('INSERT INTO scratch (id, note) VALUES (?, ?)').run(4, 'still')
    })()
    expect(caught).toBeInstanceOf(PostgresError)
    expect((caught as PostgresError).code).toBe('23505')
    expect(notes()).toEqual(['1:outer', '3:after', '4:still'])
  })

  it('sends waiting one-row inserts of one statement together, with the outcome of one by one', () => {
    const insert = db.prepare('INSERT INTO scratch (id, note) VALUES (?, ?)')
    const results = db.transaction(() => Array.from({ length: 2500 }, (_, i) => insert.run(100 + i, `row ${i}`)))()
    expect(results.map((result) => result.changes)).toEqual(Array(2500).fill(1))
    expect(db.prepare('SELECT COUNT(*) AS n FROM scratch WHERE id >= 100').get()).toEqual({ n: 2500 })
    expect(() =>
      db.transaction(() => {
        insert.run(5000, 'new')
        insert.run(100, 'duplicate')
      })(),
    ).toThrow(PostgresError)
    expect(db.prepare('SELECT COUNT(*) AS n FROM scratch WHERE id = 5000').get()).toEqual({ n: 0 })
    db.prepare('DELETE FROM scratch WHERE id >= 100').run()
  })

  it('commits in the background: the thread goes on, later statements see the commit, a failed one rolls back', async () => {
    db.exec(
      'CREATE TABLE later_check (id BIGINT PRIMARY KEY, ref BIGINT REFERENCES scratch (id) DEFERRABLE INITIALLY DEFERRED)',
    )
    const insert = db.prepare('INSERT INTO scratch (id, note) VALUES (?, ?)')
    // Answered while the thread is idle (the port's message event).
    db.commitWithoutSync(() => db.transaction(() => insert.run(40, 'idle'))())
    expect(db.inTransaction).toBe(false)
    await db.sync()
    // Answered while the thread waits for a later statement, which PostgreSQL runs after the commit.
    db.commitWithoutSync(() => db.transaction(() => insert.run(41, 'busy'))())
    const committed = db.sync()
    expect(notes()).toEqual(expect.arrayContaining(['40:idle', '41:busy']))
    await committed
    // A commit that fails (the deferred reference is checked at COMMIT) rejects, and nothing of it stays.
    db.commitWithoutSync(() =>
      db.transaction(() => {
        insert.run(42, 'lost')
        db.prepare('INSERT INTO later_check (id, ref) VALUES (?, ?)').run(1, 999)
      })(),
    )
    await expect(db.sync()).rejects.toThrow(PostgresError)
    expect(db.prepare('SELECT COUNT(*) AS n FROM later_check').get()).toEqual({ n: 0 })
    expect(notes()).not.toContain('42:lost')
    // The connection goes on: the worker ended the failed transaction.
    db.transaction(() => insert.run(43, 'after'))()
    expect(notes()).toContain('43:after')
    db.exec('DROP TABLE later_check')
  })

  it('keeps the journal and events append-only: UPDATE, DELETE and TRUNCATE are refused', () => {
    const user = db
      .prepare(
        "INSERT INTO users (phone, password_hash, agent_code, created_at) VALUES ('1', 'x', 'A', 0) RETURNING id",
      )
      .get() as { id: number }
    db.prepare(
      `INSERT INTO journal (user_id, event_seq, type, balance, amount, balance_after, reference, summary, at)
       VALUES (?, 1, 'deposit', 'stock', '100.00', '100.00', 'r', 's', 0)`,
    ).run(user.id)
    expect(() => db.prepare("UPDATE journal SET amount = '1.00'").run()).toThrow('journal is append-only')
    expect(() => db.prepare('DELETE FROM journal').run()).toThrow('journal is append-only')
    expect(() => db.exec('TRUNCATE journal')).toThrow('journal is append-only')
    expect(() => db.exec('TRUNCATE events')).toThrow('events are append-only')
    expect(db.prepare('SELECT amount FROM journal').all()).toEqual([{ amount: '100.00' }])
  })

  it('numbers rows in a rowid column where SQLite would, in order of insertion', () => {
    const insert = db.prepare('INSERT INTO login_failures (phone, at) VALUES (?, ?) RETURNING rowid AS attempt')
    const first = insert.get('5', 1) as { attempt: number }
    const second = insert.get('5', 2) as { attempt: number }
    expect(second.attempt).toBeGreaterThan(first.attempt)
  })

  it('gives a row inserted without a key the next key after those a migration inserted', () => {
    const { id } = db
      .prepare(
        `INSERT INTO financing_types (name, levers, days, min_margin, max_margin, manage_rate)
         VALUES ('Weekly', '2', 7, '1000', '5000', '0.001') RETURNING id`,
      )
      .get() as { id: number }
    expect(id).toBe(3)
  })

  it('bumps the settings version on every change of settings, as the SQLite triggers do', () => {
    const version = () => (db.prepare('SELECT version FROM settings_version').get() as { version: number }).version
    const before = version()
    db.prepare('INSERT INTO settings (name, value) VALUES (?, ?)').run('buyFee', '0.001')
    db.prepare('UPDATE settings SET value = ? WHERE name = ?').run('0.002', 'buyFee')
    db.prepare('DELETE FROM settings WHERE name = ?').run('buyFee')
    expect(version()).toBe(before + 3)
  })
})

describe.runIf(postgresUrl !== undefined)(
  'openPostgres: refuses a database that would lose acknowledged commits',
  () => {
    it('refuses to start with synchronous_commit off, and says why', async () => {
      const database = await createTestDatabase(postgresUrl as string)
      const client = new pg.Client({ connectionString: postgresUrl })
      await client.connect()
      const name = new URL(database.url).pathname.slice(1)
      await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`)
      await client.end()
      try {
        expect(() => openPostgres(database.url)).toThrow(UnsafeDatabaseError)
        expect(() => openPostgres(database.url)).toThrow(/synchronous_commit = off: a commit is acknowledged before/)
      } finally {
        await database.drop()
      }
    })
  },
)
