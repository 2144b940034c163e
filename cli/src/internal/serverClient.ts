import type { Api } from '@bourse/core'
import { parseInertJson } from '../terminal/inertText.js'
import { CliFailure, exitCodes } from './failure.js'
import { type HttpAnswer, httpRequest, RequestTimeout } from './httpRequest.js'
import { type StaffAnswer, type StaffRoute, type StaffWire, staffMethods } from './staffRoutes.js'

/** Where a call goes and who makes it. */
export interface ServerTarget {
  /** Origin of the server, e.g. `http://127.0.0.1:8080`. */
  readonly server: string
  readonly token: string | undefined
}

/** The `/prod-api` calls the terminal client makes (investor login, quote, positions, watchlist). */
export type InvestorPath = Api.ApiPath
type Endpoints = Api.Endpoints

interface Envelope {
  readonly status: number
  readonly msg: string
  readonly data: unknown
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Envelope).status === 'number' &&
  typeof (value as Envelope).msg === 'string'

const query = (payload: object): string => {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(payload)) if (value !== undefined) form.append(key, String(value))
  const text = form.toString()
  return text === '' ? '' : `?${text}`
}

const unreachable = (url: string, error: unknown) => {
  if (error instanceof RequestTimeout)
    return new CliFailure(
      `the server at ${new URL(url).origin} did not answer within ${error.seconds} s (BOURSE_TIMEOUT sets how long to wait)`,
    )
  const code = (error as { code?: string }).code
  return new CliFailure(`cannot reach the server at ${new URL(url).origin}${code ? ` (${code})` : ''}`)
}

/** Sends one request and answers the envelope's `data`; a refusal, a non-envelope or no answer is a CliFailure. */
const send = async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
  let answer: HttpAnswer
  try {
    answer = await httpRequest(url, init)
  } catch (error) {
    throw unreachable(url, error)
  }
  let json: unknown
  try {
    // What investors and providers wrote reaches a terminal only inert (issue 32).
    json = parseInertJson(answer.body.toString('utf8'))
  } catch {
    json = undefined
  }
  if (!isEnvelope(json)) {
    if (answer.status === 404) throw new CliFailure(`this server has no ${new URL(url).pathname} yet`)
    throw new CliFailure(`the server answered ${answer.status} without a JSON envelope`)
  }
  if (json.status === 0) return json.data
  const message = json.msg === '' ? `refused (status ${json.status})` : json.msg
  // 400: the server's decoding of core's payload schema refused the input itself, which is bad usage.
  throw new CliFailure(message, answer.status === 400 ? exitCodes.usage : exitCodes.refused)
}

/**
 * Calls `/staff-api<path>` as core's table says (GET: query string; POST: JSON body; bearer token) and answers the
 * wire `data`. Example: `staffCall(target, '/users/lookup', {phone: '9000000001'})` → the whole account.
 */
export const staffCall = async <P extends StaffRoute>(
  target: ServerTarget,
  path: P,
  payload: StaffWire<P>,
): Promise<StaffAnswer<P>> => {
  const method = staffMethods[path]
  const headers: Record<string, string> = { accept: 'application/json' }
  if (target.token !== undefined) headers.authorization = `Bearer ${target.token}`
  const base = `${target.server}/staff-api${path}`
  if (method === 'GET') return (await send(base + query(payload), { method, headers })) as StaffAnswer<P>
  headers['content-type'] = 'application/json'
  return (await send(base, { method, headers, body: JSON.stringify(payload) })) as StaffAnswer<P>
}

/** Fetches a staff resource that is not an envelope (an ID image): its bytes and content type. */
export const staffBytes = async (
  target: ServerTarget,
  path: string,
): Promise<{ readonly bytes: Uint8Array; readonly type: string }> => {
  const headers: Record<string, string> = target.token === undefined ? {} : { authorization: `Bearer ${target.token}` }
  const url = `${target.server}/staff-api${path}`
  let answer: HttpAnswer
  try {
    answer = await httpRequest(url, { method: 'GET', headers })
  } catch (error) {
    throw unreachable(url, error)
  }
  const type = String(answer.headers['content-type'] ?? '')
  if (answer.status !== 200 || type.includes('json')) {
    let refusal: unknown
    try {
      refusal = parseInertJson(answer.body.toString('utf8'))
    } catch {
      refusal = undefined
    }
    throw new CliFailure(isEnvelope(refusal) ? refusal.msg : `the server answered ${answer.status}`)
  }
  return { bytes: new Uint8Array(answer.body), type }
}

/** Calls `/prod-api<path>` the way the web app does: form-encoded POST, `USERTOKEN` header. */
export const investorCall = async <P extends InvestorPath>(
  target: ServerTarget,
  path: P,
  payload: Endpoints[P]['payload']['Encoded'],
): Promise<Endpoints[P]['data']['Encoded']> => {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', lang: 'en-IN' }
  if (target.token !== undefined) headers.USERTOKEN = target.token
  const body = query(payload as object).slice(1)
  return (await send(`${target.server}/prod-api${path}`, {
    method: 'POST',
    headers,
    body,
  })) as Endpoints[P]['data']['Encoded']
}
