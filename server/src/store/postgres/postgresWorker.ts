/**
 * The worker thread that owns one `pg` client, as plain CommonJS source (run with `eval`, so the same text works from
 * the TypeScript sources in tests and from the built files). It answers each request on its port, then raises the
 * shared flag the main thread waits on with `Atomics.wait`.
 *
 * A request is `{id, sql, close, rollbackOnError}`: one or more statements, values already written in as literals, sent
 * as one simple query — one round trip to PostgreSQL however many statements it holds. Requests run one after another
 * in the order sent; the answer `{id, counts, rows}` (each statement's row count, the last statement's rows) or
 * `{id, error}` is posted, then the shared flag counts one more answer (the main thread may sleep on it). A request
 * sent without waiting (a group's `COMMIT`) asks for `rollbackOnError`: when it fails, the worker ends the transaction
 * before the next request runs.
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
const answer = (id, reply) => {
  port.postMessage({ ...reply, id })
  Atomics.add(flag, 0, 1)
  Atomics.notify(flag, 0)
}
const run = async (request) => {
  await connected
  if (failure) return { error: { message: String(failure.message) } }
  try {
    const result = request.sql === '' ? [] : await client.query(request.sql)
    const results = Array.isArray(result) ? result : [result]
    const last = results[results.length - 1]
    if (request.close) await client.end()
    return { counts: results.map((each) => each.rowCount || 0), rows: (last && last.rows) || [] }
  } catch (error) {
    if (request.rollbackOnError) await client.query('ROLLBACK').catch(() => undefined)
    return { error: { message: String(error && error.message), code: error && error.code, detail: error && error.detail } }
  }
}
let previous = Promise.resolve()
port.on('message', (request) => {
  previous = previous
    .then(() => run(request))
    .then((reply) => answer(request.id, reply), (error) => answer(request.id, { error: { message: String(error && error.message) } }))
})
`
