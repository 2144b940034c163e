import type { Language } from '@bourse/core'
import { requestTimeoutSeconds } from '../internal/httpRequest.js'
import { parseInertJson } from '../terminal/inertText.js'

/**
 * `fetch` that asks the server to answer in `language` (its `lang` header), so the console shows a refusal in the
 * reader's language as it shows its own checks; a JSON answer reaches the console with every string made inert
 * (issue 32: an investor's message cannot clear or forge the screen). A server that stays silent for
 * `BOURSE_TIMEOUT` seconds is a failure ("timed out"), which the console shows as the server unreachable.
 */
export const fetchIn =
  (language: Language, base: typeof fetch = globalThis.fetch): typeof fetch =>
  async (input, init) => {
    const answer = await base(input, {
      ...init,
      signal: init?.signal ?? AbortSignal.timeout(requestTimeoutSeconds() * 1000),
      headers: { ...(init?.headers as Record<string, string> | undefined), lang: language },
    })
    if (!answer.headers.get('content-type')?.includes('json')) return answer
    const inert = JSON.stringify(parseInertJson(await answer.text()))
    const headers = new Headers(answer.headers)
    headers.delete('content-length')
    headers.delete('content-encoding')
    return new Response(inert, { status: answer.status, statusText: answer.statusText, headers })
  }
