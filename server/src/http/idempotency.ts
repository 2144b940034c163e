import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { retryingOnceLater } from '../accounts/writeConflict.js'
import { groupCommit } from '../store/groupCommit.js'
import { storedResponse, storeResponse } from '../store/idempotencyKeys.js'
import type { AppContext } from './AppContext.js'
import { type Envelope, refusalWith } from './envelope.js'
import { requestLanguage } from './requestLanguage.js'

/**
 * Runs a command in one transaction (a savepoint of the next group commit), storing its success under the request's
 * key in that same savepoint; answers once the transaction has committed.
 */
export type InTransaction = (command: () => Envelope<unknown>) => Promise<Envelope<unknown>>

const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  )

/** The request's fingerprint: route, query and body, with keys sorted so field order does not matter. */
const requestHash = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(
      sortedJson({
        method: request.method,
        path: request.routeOptions.url ?? request.url,
        query: request.query ?? null,
        body: request.body ?? null,
      }),
    )
    .digest('hex')

const keyOf = (request: FastifyRequest): string | undefined | false => {
  const header = request.headers['idempotency-key']
  if (header === undefined) return undefined
  return typeof header === 'string' && /^[\x21-\x7e]{1,128}$/.test(header) ? header : false
}

/**
 * Makes a mutating call safe to repeat with an `Idempotency-Key` header, scoped to the user: a repeat with the
 * same route and body answers the first success again and runs nothing; the same key with a different request is
 * refused. `handle` does its checks (async ones too, such as password hashing) and then writes through
 * `inTransaction`, which runs the command and stores its success atomically. Refusals are not stored, since they
 * write nothing and the caller may retry once the cause is fixed. Without the header, `inTransaction` is a plain
 * transaction.
 */
export const idempotent = async (
  context: AppContext,
  request: FastifyRequest,
  userId: number,
  handle: (inTransaction: InTransaction) => Envelope<unknown> | Promise<Envelope<unknown>>,
): Promise<Envelope<unknown>> => {
  const { db } = context
  const key = keyOf(request)
  if (key === undefined) return handle((command) => atomically(context, command))
  const language = requestLanguage(request.headers)
  if (key === false) return refusalWith('idempotencyKeyInvalid', language)
  const hash = requestHash(request)

  const stored = (): Envelope<unknown> | undefined => {
    const row = storedResponse(db, userId, key, context.now())
    if (row === undefined) return undefined
    return row.hash === hash
      ? (JSON.parse(row.response) as Envelope<unknown>)
      : refusalWith('idempotencyKeyReused', language)
  }

  const earlier = stored()
  if (earlier) return earlier
  return handle((command) =>
    atomically(context, () => {
      // Looked up again inside the transaction: a concurrent repeat may have finished while `handle` awaited.
      const raced = stored()
      if (raced) return raced
      const response = command()
      if (response.status === 0)
        storeResponse(db, userId, key, { hash, response: JSON.stringify(response) }, context.now())
      return response
    }),
  )
}

/**
 * Runs `command` atomically and durably: in its own savepoint of the next group transaction (`store/groupCommit.ts`:
 * requests arriving together share one commit and one fsync). A refusal (status ≠ 0) rolls back whatever it wrote,
 * so it writes nothing; the answer comes once the transaction has committed.
 */
export const atomically = <T>(context: AppContext, command: () => Envelope<T>): Promise<Envelope<T>> =>
  // A unit that lost a race with another server process (`isWriteConflict`) was rolled back whole: run it once more.
  retryingOnceLater(() => groupCommit(context.db, command, (response) => response.status === 0))
