import WebSocket from 'ws'
import { createLiveConnection, type LiveConnection, type LiveConnectionDeps } from '../live/liveConnection.js'
import type { LiveSocket, OpenLiveSocket } from '../live/liveSocket.js'
import type { RunningServer } from './liveServer.js'

/** The `ws` package's socket as the live connection's host socket (a terminal's: it may send headers). */
export const nodeSocket: OpenLiveSocket = (url, headers) =>
  new WebSocket(url, headers ? { headers: { ...headers } } : {}) as unknown as LiveSocket

/** A live connection to `server`'s `/prod-api/live`, signed in by the `USERTOKEN` header when `token` is given. */
export const liveConnectionOf = (
  server: RunningServer,
  token?: string,
  deps: Partial<LiveConnectionDeps> = {},
): LiveConnection =>
  createLiveConnection({
    url: `${server.url.replace(/^http/, 'ws')}/prod-api/live`,
    openSocket: nodeSocket,
    ...(token === undefined ? {} : { credentials: () => Promise.resolve({ headers: { USERTOKEN: token } }) }),
    ...deps,
  })
