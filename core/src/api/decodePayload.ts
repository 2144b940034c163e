import { Either, ParseResult, Schema } from 'effect'
import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import { missingFieldMessages } from './messages.js'

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  )

/**
 * Decodes a request payload (form fields as strings) at the edge. The first bad field wins: a missing or blank
 * field gives `apiMissingField`, any other refusal `apiInvalidField`, both with `{field}` its wire name;
 * a payload that is not an object gives `apiInvalidPayload`; a field listed in `missingFieldMessages` (the invitation
 * code) has its own message. Example: `{buyNum: 'abc'}` → apiMissingField stockId.
 */
export const decodePayload = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown): Result.Result<A> => {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return Result.fail(domainError('apiInvalidPayload'))
  const decoded = Schema.decodeUnknownEither(schema)(input)
  if (Either.isRight(decoded)) return Result.ok(decoded.right)
  const [issue] = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
  const path = issue?.path ?? []
  if (path.length === 0) return Result.fail(domainError('apiInvalidPayload'))
  const raw = valueAt(input, path)
  const missing = issue?._tag === 'Missing' || raw === undefined || (typeof raw === 'string' && raw.trim() === '')
  const field = path.map(String).join('.')
  const own = missing ? missingFieldMessages[field] : undefined
  if (own) return Result.fail(domainError(own))
  return Result.fail(domainError(missing ? 'apiMissingField' : 'apiInvalidField', { field }))
}
