import { randomUUID } from 'node:crypto'

/** What a caller's `X-Request-Id` may hold: a UUID, a ULID, a proxy's hex id … — nothing that could forge a log line. */
const wellFormed = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

/** The id a request is logged and answered under: the caller's `X-Request-Id` when well-formed, else a fresh UUID. */
export const requestIdOf = (header: string | readonly string[] | undefined): string =>
  typeof header === 'string' && wellFormed.test(header) ? header : randomUUID()
