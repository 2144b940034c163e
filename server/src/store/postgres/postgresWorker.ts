/**
 * The worker thread that owns one `pg` client, as plain CommonJS source (run with `eval`, so the same text works from
 * the TypeScript sources in tests and from the built files). It answers each request on its port, then raises the
 * shared flag the main thread waits on with `Atomics.wait`.
 *
 * A request: `{prefix, sql, params, name, kind}` — `prefix` are control statements (`BEGIN`, `SAVEPOINT …`,
 * `RELEASE …`) the main thread deferred to save a hand-over, run first; then `sql` with `params` as a named prepared
 * statement (`name`), or, for `kind: 'exec'`, as a simple query that may hold several statements. The answer:
 * `{rows, rowCount}` or `{error: {message, code, detail}}`.
 *
 * Values come back as SQLite gives them: 64-bit integers and sums as numbers, booleans as 1 and 0.
 */
export const postgresWorkerSource = `
const { workerData } = require('node:worker_threads')
const pg = require(workerData.pgPath)
const flag = new Int32Array(workerData.flag)
const port = workerData.port
const wholeNumber = (text) => {
  const value = Number(text)
  if (!Number.isSafeInteger(value)) throw new Error('PostgreSQL: integer out of JavaScript range: ' + text)
  return value
}
const parsers = { 20: wholeNumber, 1700: Number, 16: (text) => (text === 't' ? 1 : 0) }
const types = { getTypeParser: (oid, format) => parsers[oid] ?? pg.types.getTypeParser(oid, format) }
const client = new pg.Client({ connectionString: workerData.url, types, application_name: 'bourse' })
let failure
const connected = client.connect().catch((error) => { failure = error })
client.on('error', (error) => { failure = error })
const answer = (reply) => {
  port.postMessage(reply)
  Atomics.store(flag, 0, 1)
  Atomics.notify(flag, 0)
}
const run = async (request) => {
  await connected
  if (failure) throw failure
  for (const statement of request.prefix) await client.query(statement)
  if (request.kind === 'close') {
    await client.end()
    return { rows: [], rowCount: 0 }
  }
  if (request.kind === 'exec') {
    await client.query(request.sql)
    return { rows: [], rowCount: 0 }
  }
  const result = await client.query({ name: request.name, text: request.sql, values: request.params })
  return { rows: result.rows, rowCount: result.rowCount ?? 0 }
}
port.on('message', (request) => {
  run(request).then(answer, (error) =>
    answer({ error: { message: String(error && error.message), code: error && error.code, detail: error && error.detail } }),
  )
})
`
