import type { LiveSocket, OpenLiveSocket } from '@bourse/react-hooks'
import WebSocket from 'ws'

/**
 * The terminal's live socket (issue 36): `ws` (Node 20 has no WebSocket of its own), which, unlike a browser, sends
 * the handshake's credentials as headers — the investor's `USERTOKEN` or the staff member's Bearer token. No `Origin`
 * header: the server refuses a signed-in handshake only from another site's page.
 */
export const openTerminalSocket: OpenLiveSocket = (url, headers) =>
  new WebSocket(url, headers ? { headers: { ...headers } } : {}) as unknown as LiveSocket

/** `ws://host/prod-api/live` (investor) or `ws://host/staff-api/live` (staff) of a server origin. */
export const liveUrlOf = (server: string, api: 'prod-api' | 'staff-api'): string =>
  `${server.replace(/^http/, 'ws').replace(/\/$/, '')}/${api}/live`
