import { translate } from '@bourse/core'
import type { ApiClient, ApiClientOptions, ApiFailure } from '@bourse/react-hooks'

/** Resolves in a later task: the browser may paint and handle input between two halves of the decoding's start. */
const nextTask = () => new Promise<void>((done) => setTimeout(done, 0))

/**
 * react-hooks' API client, with its decoding (core's endpoint schemas, effect Schema: about 50 kB gzip) in a chunk of
 * its own, so the shell and the first screen render without waiting for it. The first call (or `preload`) loads the
 * chunk; every call then goes to the real client. A chunk that fails to load is a network failure, tried again on the
 * next call. The chunk is evaluated in two tasks (effect Schema, then the endpoint schemas and the client): each is
 * a long task on a phone, one after the other would be one twice as long (Lighthouse's total blocking time).
 */
export const createLazyApiClient = (options: ApiClientOptions): ApiClient & { preload(): void } => {
  const newKey = options.newKey ?? (() => globalThis.crypto.randomUUID())
  let loading: Promise<ApiClient> | undefined
  const real = (): Promise<ApiClient> => {
    loading ??= import('./apiDecodingBase.js')
      .then(nextTask)
      .then(() => import('./apiClientChunk.js'))
      .then(
        ({ createApiClient }) => createApiClient({ ...options, newKey }),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
    return loading
  }
  const offline = (error: unknown): { ok: false; failure: ApiFailure } => ({
    ok: false,
    failure: { kind: 'network', msg: error instanceof Error ? error.message : String(error) },
  })
  return {
    newKey,
    language: options.getLanguage,
    refusal: (error) => ({
      ok: false,
      failure: { kind: 'invalid', msg: translate(error.key, options.getLanguage(), error.params) },
    }),
    call: (path, payload, callOptions) => real().then((client) => client.call(path, payload, callOptions), offline),
    callText: (path, payload) => real().then((client) => client.callText(path, payload), offline),
    preload: () => void real().catch(() => undefined),
  }
}
