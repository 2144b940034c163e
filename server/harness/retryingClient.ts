/** The envelope of a `/prod-api` answer. */
export interface Answer {
  readonly status: number
  readonly msg: string
  readonly data: unknown
}

/** How one request ended for the client: answered (possibly after retries), or never (the run ended first). */
export type Outcome =
  | { readonly kind: 'answered'; readonly answer: Answer; readonly attempts: number }
  | { readonly kind: 'unanswered'; readonly attempts: number }

/** A request as the harness sends it: path under the server's root, headers and a form or JSON body. */
export interface Sent {
  readonly method?: 'GET' | 'POST'
  readonly path: string
  readonly headers: Record<string, string>
  readonly body?: string
}

export interface RetryingClient {
  /** Sends `request` until the server answers (any HTTP status) or `giveUpAt` passes; answers the status and text. */
  send(request: Sent): Promise<{ readonly http: number; readonly text: string } | undefined>
  /**
   * A form POST carrying `Idempotency-Key: key`. When the connection fails (the server was killed) or the answer is
   * dropped on purpose (`dropAnswer`), the same request is sent again with the same key until it is answered or
   * `giveUpAt` passes.
   */
  post(path: string, token: string, key: string, fields: Record<string, string>, dropAnswer?: boolean): Promise<Outcome>
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** A client of a server whose address can change across restarts (`baseUrl()` is read at each attempt). */
export const retryingClient = (baseUrl: () => string | undefined, giveUpAt: () => number): RetryingClient => ({
  send: async (request) => {
    while (Date.now() < giveUpAt()) {
      const url = baseUrl()
      if (url !== undefined) {
        try {
          const response = await fetch(`${url}${request.path}`, {
            method: request.method ?? 'POST',
            headers: request.headers,
            ...(request.body === undefined ? {} : { body: request.body }),
            signal: AbortSignal.timeout(10_000),
          })
          return { http: response.status, text: await response.text() }
        } catch {
          // The server is down or was killed mid-request: ask again once it is back.
        }
      }
      await sleep(50)
    }
    return undefined
  },
  post: async (path, token, key, fields, dropAnswer = false) => {
    let attempts = 0
    let drop = dropAnswer
    while (Date.now() < giveUpAt()) {
      const url = baseUrl()
      if (url === undefined) {
        await sleep(50)
        continue
      }
      attempts++
      try {
        const response = await fetch(`${url}/prod-api${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            usertoken: token,
            'idempotency-key': key,
          },
          body: new URLSearchParams(fields).toString(),
          signal: AbortSignal.timeout(10_000),
        })
        const answer = (await response.json()) as Answer
        if (drop) {
          // The answer is lost on its way back: the client only knows it sent the request, so it asks again.
          drop = false
          continue
        }
        return { kind: 'answered', answer, attempts }
      } catch {
        await sleep(50)
      }
    }
    return { kind: 'unanswered', attempts }
  },
})
