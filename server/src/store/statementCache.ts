import type Database from 'better-sqlite3'

/** How many distinct SQL texts a connection keeps prepared; the server's queries are a few hundred fixed texts. */
const capacity = 1000

/**
 * Makes `db.prepare(sql)` prepare each SQL text once per connection and answer the same statement afterwards (a
 * statement is reusable: it holds no state between runs unless iterated, which the server never does). Calls with
 * extra arguments (better-sqlite3's own transaction statements) go straight through. Past `capacity` texts the
 * cache starts over, so dynamic SQL could never grow it without bound.
 */
export const cacheStatements = (db: Database.Database): void => {
  const prepare = db.prepare.bind(db) as (...args: unknown[]) => Database.Statement
  const statements = new Map<string, Database.Statement>()
  const cached = (...args: unknown[]): Database.Statement => {
    const [sql] = args
    if (args.length !== 1 || typeof sql !== 'string') return prepare(...args)
    let statement = statements.get(sql)
    if (statement === undefined) {
      statement = prepare(sql)
      if (statements.size >= capacity) statements.clear()
      statements.set(sql, statement)
    }
    return statement
  }
  Object.defineProperty(db, 'prepare', { value: cached, configurable: true, writable: true })
}
