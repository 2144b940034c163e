import type { Api } from '@bourse/core'
import type { ApiClient, ApiResult, WireOf } from './apiClient.js'

/** One mutating call guarded against double submits, with an `Idempotency-Key` per user action. */
export interface Mutation<P extends Api.ApiPath> {
  /** Sends the payload unless a submit is still running (then it answers a `busy` failure at once). */
  run(payload: WireOf<P>): Promise<ApiResult<Api.DataOf<P>>>
  /** True while a submit runs: the button stays disabled (spec §4 "a double submit is blocked"). */
  isRunning(): boolean
}

/**
 * Wraps `path` for a button. A new key is drawn for each user action; when the network failed (the server may or
 * may not have done it) the next run of the same payload reuses the key, so the server answers the first success
 * instead of doing it twice. Any answer from the server, or a changed payload, starts a new action.
 */
export const createMutation = <P extends Api.ApiPath>(client: ApiClient, path: P): Mutation<P> => {
  let running = false
  let retry: { key: string; body: string } | undefined
  return {
    isRunning: () => running,
    run: async (payload) => {
      if (running) return { ok: false, failure: { kind: 'busy', msg: '' } }
      running = true
      const body = JSON.stringify(payload)
      const key = retry !== undefined && retry.body === body ? retry.key : client.newKey()
      try {
        const result = await client.call(path, payload, { idempotencyKey: key })
        retry = !result.ok && result.failure.kind === 'network' ? { key, body } : undefined
        return result
      } finally {
        running = false
      }
    },
  }
}
