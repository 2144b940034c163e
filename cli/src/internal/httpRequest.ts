import type { IncomingHttpHeaders } from 'node:http'

/** What a request answered: its status, headers and body bytes. */
export interface HttpAnswer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
}

/**
 * One HTTP request with node's own `http`/`https`: `fetch` is not used because its first call loads undici, which
 * costs more than the rest of a command's start (docs/benchmarks.md, "cli"). Rejects only when there is no answer.
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
    outgoing.end(init.body)
  })
}
