import type Database from 'better-sqlite3'
import { type ChangeTopic, topicsWrittenBy } from './changeFeed.js'

/** How many distinct SQL texts a connection keeps prepared; the server's queries are a few hundred fixed texts. */
const capacity = 1000

const statementsRun = new WeakMap<Database.Database, { count: number }>()
const runsByText = new WeakMap<Database.Database, Map<string, { runs: number }>>()

/** How many statements the connection has run through `prepare` and `exec` (SQLite's "round trips"): tests, bench. */
export const statementsRunOn = (db: Database.Database): number => statementsRun.get(db)?.count ?? 0

/** How many times each SQL text has been run through `prepare` on the connection: which statements a request uses. */
export const runsOfEachText = (db: Database.Database): ReadonlyMap<string, number> =>
  new Map([...(runsByText.get(db) ?? [])].map(([sql, { runs }]) => [sql, runs]))

/**
 * Makes `db.prepare(sql)` prepare each SQL text once per connection and answer the same statement afterwards (a
 * statement is reusable: it holds no state between runs unless iterated, which the server never does). Calls with
 * extra arguments (better-sqlite3's own transaction statements) go straight through. Past `capacity` texts the
 * cache starts over, so dynamic SQL could never grow it without bound. Each statement run is counted
 * (`statementsRunOn`), and `wrote` is told of each run that changes a topic of the change feed (`topicsWrittenBy`).
 */
export const cacheStatements = (db: Database.Database, wrote: (topic: ChangeTopic) => void = () => {}): void => {
  const prepare = db.prepare.bind(db) as (...args: unknown[]) => Database.Statement
  const exec = db.exec.bind(db)
  const counter = { count: 0 }
  statementsRun.set(db, counter)
  const statements = new Map<string, Database.Statement>()
  const texts = new Map<string, { runs: number }>()
  runsByText.set(db, texts)
  const counted = (statement: Database.Statement, sql: string): Database.Statement => {
    const { run, get, all } = statement
    const topics = topicsWrittenBy(sql)
    const text = texts.get(sql) ?? { runs: 0 }
    if (texts.size < capacity) texts.set(sql, text)
    statement.run = (...params: unknown[]) => {
      counter.count += 1
      text.runs += 1
      for (const topic of topics) wrote(topic)
      return run.apply(statement, params)
    }
    statement.get = (...params: unknown[]) => {
      counter.count += 1
      text.runs += 1
      return get.apply(statement, params)
    }
    statement.all = (...params: unknown[]) => {
      counter.count += 1
      text.runs += 1
      return all.apply(statement, params)
    }
    return statement
  }
  const cached = (...args: unknown[]): Database.Statement => {
    const [sql] = args
    if (args.length !== 1 || typeof sql !== 'string') return prepare(...args)
    let statement = statements.get(sql)
    if (statement === undefined) {
      statement = counted(prepare(sql), sql)
      if (statements.size >= capacity) statements.clear()
      statements.set(sql, statement)
    }
    return statement
  }
  const countedExec = (sql: string): Database.Database => {
    counter.count += 1
    for (const topic of topicsWrittenBy(sql)) wrote(topic)
    return exec(sql)
  }
  Object.defineProperty(db, 'prepare', { value: cached, configurable: true, writable: true })
  Object.defineProperty(db, 'exec', { value: countedExec, configurable: true, writable: true })
}
