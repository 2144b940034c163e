import type { IncomingHttpHeaders } from 'node:http'

/** What a request answered: its status, headers and body bytes. */
export interface HttpAnswer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
}

/** Seconds a request may wait for the server (`BOURSE_TIMEOUT`, default 30): a server that never answers is named. */
export const requestTimeoutSeconds = (env: NodeJS.ProcessEnv = process.env): number => {
  const given = Number(env.BOURSE_TIMEOUT)
  return Number.isFinite(given) && given > 0 ? given : 30
}

/** No answer (nothing received) within the request timeout. */
export class RequestTimeout extends Error {
  constructor(readonly seconds: number) {
    super(`no answer within ${seconds} s`)
    this.name = 'RequestTimeout'
  }
}

/**
 * One HTTP request with node's own `http`/`https`: `fetch` is not used because its first call loads undici, which
 * costs more than the rest of a command's start (docs/benchmarks.md, "cli"). Rejects only when there is no answer:
 * a `RequestTimeout` when the server stays silent for `requestTimeoutSeconds` (issue 34).
 */
export const httpRequest = async (
  url: string,
  init: { readonly method: string; readonly headers: Readonly<Record<string, string>>; readonly body?: string },
): Promise<HttpAnswer> => {
  const { request } = url.startsWith('https:') ? await import('node:https') : await import('node:http')
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method, headers: init.headers }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      )
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    const seconds = requestTimeoutSeconds()
    // Idle time on the socket: a server that accepted and says nothing; a long answer that keeps coming is fine.
    outgoing.setTimeout(seconds * 1000, () => outgoing.destroy(new RequestTimeout(seconds)))
    outgoing.end(init.body)
  })
}
