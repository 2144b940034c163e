import type { DomainError } from './DomainError.js'

/** The outcome of a rule: a value, or the first refusal. A plain union so every client can read it. */
export type Result<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: DomainError }

export const ok = <A>(value: A): Result<A> => ({ ok: true, value })
export const fail = <A = never>(error: DomainError): Result<A> => ({ ok: false, error })

/** Runs checks in order; the first refusal wins (DECISIONS §2). */
export const firstFailure = (checks: ReadonlyArray<() => DomainError | undefined>): DomainError | undefined => {
  for (const check of checks) {
    const error = check()
    if (error) return error
  }
  return undefined
}
