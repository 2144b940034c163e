// The first half of the API client's decoding: effect Schema (its own chunk, `vite.config.ts`) and core's envelope.
// `lazyApiClient` evaluates it one task before the endpoint schemas, so neither half is one long task on its own.
import { Api } from '@bourse/core'

/** Core's failure envelope: importing it evaluates effect Schema. */
export const failureEnvelope = Api.Failure
