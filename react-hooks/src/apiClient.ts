import { Api, type DomainError, type Language, translate } from '@bourse/core'

/** The form a path's payload travels in: every field as text, paging fields optional (core's schema encodes). */
export type WireOf<P extends Api.ApiPath> = Api.Endpoints[P]['payload']['Encoded']

/** Why a call gave no data. `refused`: the server answered status ≠ 0 (its `msg` is shown as is, spec §8). */
export type ApiFailure =
  | { readonly kind: 'refused'; readonly msg: string }
  /** The answer said 'Please log in first': the token is gone and the session store was told. */
  | { readonly kind: 'signedOut'; readonly msg: string }
  /** No answer (offline, server down): spinners stop, nothing is shown (spec §8 "network errors stop spinners quietly"). */
  | { readonly kind: 'network'; readonly msg: string }
  /** The request would break core's payload schema, or the answer broke the data schema. */
  | { readonly kind: 'invalid'; readonly msg: string }
  /** A second submit while the first still runs (double-submit guard). */
  | { readonly kind: 'busy'; readonly msg: string }

export type ApiResult<A> =
  | { readonly ok: true; readonly data: A; readonly msg: string }
  | { readonly ok: false; readonly failure: ApiFailure }

export interface ApiClientOptions {
  /** Origin of the server, e.g. "http://127.0.0.1:8080"; "" for same-origin in the browser. */
  readonly baseUrl: string
  readonly fetch: typeof fetch
  /** The session token, read at every call. */
  readonly getToken: () => string | undefined
  /** The interface language, sent as the `lang` header so `msg` comes back in it. */
  readonly getLanguage: () => Language
  /** Called once per answer whose `msg` contains 'Please log in first' (the session store clears the token). */
  readonly onSignedOut?: (msg: string) => void
  /** A fresh `Idempotency-Key`; defaults to `crypto.randomUUID()`. */
  readonly newKey?: () => string
}

export interface CallOptions {
  /** Sent as `Idempotency-Key`; `createMutation` supplies one per user action. */
  readonly idempotencyKey?: string | undefined
}

export interface ApiClient {
  /** Calls `path` the way core's endpoint table says (method, auth) and decodes `data` with its schema. */
  call<P extends Api.ApiPath>(path: P, payload: WireOf<P>, options?: CallOptions): Promise<ApiResult<Api.DataOf<P>>>
  /** As `call`, but answers `data` as the raw text (chart rows, parsed by the caller with core `Bars`). */
  callText<P extends Api.ApiPath>(path: P, payload: WireOf<P>): Promise<ApiResult<string>>
  readonly newKey: () => string
  /** The interface language now, for translating core's refusals the same way the server does. */
  readonly language: () => Language
  /** A failure carrying core's refusal in the interface language. */
  refusal(error: DomainError): { readonly ok: false; readonly failure: ApiFailure }
}

/** The chart calls are the signed-in GETs (spec 001 §7: they carry `usertoken`). */
const chartCall = (endpoint: { method: string; auth: boolean }) => endpoint.method === 'GET' && endpoint.auth

/** The phrase the spec's clients look for to drop the token (spec 001 §8); core keeps it in every language. */
export const signedOutPhrase = 'Please log in first'

/** The `lang` header for a language: the region default `en-IN` for English (DECISIONS §0). */
export const langHeader = (language: Language): string => (language === 'en' ? 'en-IN' : language)

const failure = (kind: ApiFailure['kind'], msg: string): { ok: false; failure: ApiFailure } => ({
  ok: false,
  failure: { kind, msg },
})

const formOf = (payload: object): URLSearchParams => {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(payload)) if (value !== undefined) form.append(key, String(value))
  return form
}

/**
 * The `/prod-api` client of every Bourse front end. It never throws: each call answers data or a typed failure.
 * Example: `call('/user/login.do', {phone: '9000000001', userPwd: 'demo1234'})` → `{ok: true, data: '<token>'}`.
 */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const newKey = options.newKey ?? (() => globalThis.crypto.randomUUID())

  const send = async <P extends Api.ApiPath>(
    path: P,
    payload: WireOf<P>,
    dataSchema: unknown,
    callOptions: CallOptions,
  ): Promise<ApiResult<unknown>> => {
    const endpoint = Api.endpoints[path]
    const language = options.getLanguage()
    // Refuse locally what the server would refuse on decoding, in the same words.
    const checked = Api.decodePayload(endpoint.payload as never, payload)
    if (!checked.ok) return failure('invalid', translate(checked.error.key, language, checked.error.params))
    const form = formOf(payload as object)
    const headers: Record<string, string> = { lang: langHeader(language) }
    const token = options.getToken()
    // Header names are case-insensitive, so one is sent: the chart calls' lowercase spelling, else the usual one.
    if (token !== undefined && token !== '') headers[chartCall(endpoint) ? 'usertoken' : 'USERTOKEN'] = token
    if (callOptions.idempotencyKey !== undefined) headers['Idempotency-Key'] = callOptions.idempotencyKey
    let url = `${options.baseUrl}${Api.basePath}${path}`
    let body: string | undefined
    if (endpoint.method === 'GET') {
      const query = form.toString()
      if (query !== '') url += `?${query}`
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
      body = form.toString()
    }
    let json: unknown
    try {
      const response = await options.fetch(url, { method: endpoint.method, headers, body: body ?? null })
      json = await response.json()
    } catch (error) {
      return failure('network', error instanceof Error ? error.message : String(error))
    }
    const decoded = Api.decodePayload(Api.Envelope(dataSchema as never) as never, json)
    if (!decoded.ok) {
      // A refusal whose shape is still readable keeps its text, so the user sees why.
      const msg = (json as { msg?: unknown } | null)?.msg
      return failure(
        'invalid',
        typeof msg === 'string' ? msg : translate(decoded.error.key, language, decoded.error.params),
      )
    }
    const envelope = decoded.value as { status: number; msg: string; data: unknown }
    if (envelope.status === 0) return { ok: true, data: envelope.data, msg: envelope.msg }
    if (envelope.msg.includes(signedOutPhrase)) {
      options.onSignedOut?.(envelope.msg)
      return failure('signedOut', envelope.msg)
    }
    return failure('refused', envelope.msg)
  }

  return {
    newKey,
    language: options.getLanguage,
    refusal: (error) => failure('invalid', translate(error.key, options.getLanguage(), error.params)),
    call: (path, payload, callOptions = {}) =>
      send(path, payload, Api.endpoints[path].data, callOptions) as Promise<ApiResult<Api.DataOf<typeof path>>>,
    callText: (path, payload) => send(path, payload, textSchema, {}) as Promise<ApiResult<string>>,
  }
}

// The chart calls' `data` as plain text: core's KlineRowsFromString starts from `Schema.String`.
const textSchema = Api.KlineRowsFromString.from
