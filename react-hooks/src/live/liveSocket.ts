/**
 * The host's WebSocket as the live connection uses it: the browser's `WebSocket` and the `ws` package's both fit.
 * Injected, so the store runs in the browser, in the terminal (which sends headers) and in tests.
 */
export interface LiveSocket {
  send(text: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { readonly data: unknown }) => void) | null
  onclose: ((event: { readonly code: number; readonly reason: string }) => void) | null
  onerror: ((event: unknown) => void) | null
}

/** Opens a socket to `url`; `headers` only where the host can send them (a terminal, never a browser). */
export type OpenLiveSocket = (url: string, headers?: Readonly<Record<string, string>>) => LiveSocket

/**
 * What a handshake proves: a one-time ticket in the query (a browser), or headers (the terminal: `USERTOKEN`, or a
 * staff Bearer token). `undefined` opens the market only.
 */
export interface LiveCredentials {
  readonly query?: Readonly<Record<string, string>>
  readonly headers?: Readonly<Record<string, string>>
}

/** The browser's `WebSocket` as an `OpenLiveSocket` (a browser cannot set headers: credentials go by ticket). */
export const browserSocket =
  (WebSocketClass: new (url: string) => unknown): OpenLiveSocket =>
  (url) =>
    new WebSocketClass(url) as LiveSocket
