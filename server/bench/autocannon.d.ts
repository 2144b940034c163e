/** The part of autocannon 9's programmatic API the server benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      readonly average: number
      readonly mean: number
      readonly stddev: number
      readonly min: number
      readonly max: number
      readonly total: number
      readonly p50: number
      readonly p90: number
      readonly p97_5: number
      readonly p99: number
    }
    interface Result {
      readonly title?: string
      readonly requests: Histogram
      readonly latency: Histogram
      readonly throughput: Histogram
      readonly duration: number
      readonly errors: number
      readonly timeouts: number
      readonly mismatches: number
      readonly non2xx: number
    }
    interface Client {
      setHeaders(headers: Readonly<Record<string, string>>): void
    }
    interface Options {
      readonly url: string
      readonly connections?: number
      readonly duration?: number
      readonly method?: 'GET' | 'POST'
      readonly headers?: Readonly<Record<string, string>>
      readonly body?: string
      readonly title?: string
      readonly timeout?: number
      readonly verifyBody?: (body: string) => boolean
      readonly setupClient?: (client: Client) => void
    }
    interface Instance extends PromiseLike<Result> {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, bytes: number, millis: number) => void,
      ): this
      stop(): void
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance
  export = autocannon
}
