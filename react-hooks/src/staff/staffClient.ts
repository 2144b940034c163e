import { Api, translate } from '@bourse/core'

type Table = typeof Api.staffEndpoints

/** A staff call's path in core's table. */
export type StaffPath = keyof Table
/** Its payload as it travels (text fields, optional paging). */
export type StaffWireOf<P extends StaffPath> = Table[P]['payload']['Encoded']
/** Its `data`, decoded by core's schema (amounts as decimals). */
export type StaffDataOf<P extends StaffPath> = Table[P]['data']['Type']

/** Why a staff call gave no data: refused by the server (its `msg`), no answer, or a payload/answer off schema. */
export interface StaffFailure {
  readonly kind: 'refused' | 'network' | 'invalid'
  readonly msg: string
}

export type StaffResult<A> =
  | { readonly ok: true; readonly data: A }
  | { readonly ok: false; readonly failure: StaffFailure }

export interface StaffClientOptions {
  /** Origin of the server, e.g. "http://127.0.0.1:8080". */
  readonly baseUrl: string
  readonly fetch: typeof fetch
  /** The staff bearer token, read at every call. */
  readonly getToken: () => string | undefined
}

/** The `/staff-api` client of the console: never throws, every call answers data or a failure. */
export interface StaffClient {
  call<P extends StaffPath>(path: P, payload: StaffWireOf<P>): Promise<StaffResult<StaffDataOf<P>>>
}

const failure = (kind: StaffFailure['kind'], msg: string) => ({ ok: false as const, failure: { kind, msg } })

/**
 * Calls a staff path exactly as core's table says: the method, the payload checked against its schema before it is
 * sent (refused locally in the server's words), the bearer token, and the answer decoded with `Envelope(data)`.
 * Example: `call('/kyc/queue', {})` → `{ok: true, data: [...]}`.
 */
export const createStaffClient = (options: StaffClientOptions): StaffClient => ({
  call: async (path, payload) => {
    const endpoint = Api.staffEndpoints[path] as Table[StaffPath] | undefined
    if (endpoint === undefined) return failure('invalid', `core has no staff call ${String(path)}`)
    const checked = Api.decodePayload(endpoint.payload as never, payload)
    if (!checked.ok) return failure('invalid', translate(checked.error.key, 'en', checked.error.params))
    const headers: Record<string, string> = { accept: 'application/json' }
    const token = options.getToken()
    if (token !== undefined) headers.authorization = `Bearer ${token}`
    let url = `${options.baseUrl}${Api.staffBasePath}${path}`
    let body: string | null = null
    if (endpoint.method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(payload as Record<string, unknown>).flatMap(([key, value]) =>
          value === undefined ? [] : [[key, String(value)] as [string, string]],
        ),
      ).toString()
      if (query !== '') url += `?${query}`
    } else {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(payload)
    }
    let json: unknown
    try {
      json = await (await options.fetch(url, { method: endpoint.method, headers, body })).json()
    } catch (error) {
      return failure('network', error instanceof Error ? error.message : String(error))
    }
    const decoded = Api.decodePayload(Api.Envelope(endpoint.data as never) as never, json)
    if (!decoded.ok) {
      const msg = (json as { msg?: unknown } | null)?.msg
      return failure(
        'invalid',
        typeof msg === 'string' ? msg : translate(decoded.error.key, 'en', decoded.error.params),
      )
    }
    const envelope = decoded.value as { status: number; msg: string; data: unknown }
    return envelope.status === 0 ? { ok: true, data: envelope.data as never } : failure('refused', envelope.msg)
  },
})
