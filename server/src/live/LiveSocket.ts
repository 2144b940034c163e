import type { Staff } from '@bourse/core'

/** What the live hub needs of a WebSocket (`ws`'s `WebSocket` has it): the http layer hands it over once open. */
export interface LiveSocket {
  send(data: string): void
  /** Bytes queued in user land, not yet handed to the kernel: the back-pressure signal. */
  readonly bufferedAmount: number
  close(code: number, reason: string): void
  /** A protocol ping; the client's pong is reported with `LiveConnection.pong`. */
  ping(): void
  /** Drops the connection at once (a dead link does not answer a close). */
  terminate(): void
}

/** Who opened a socket, as its handshake proved it: an investor's session, a staff member's, or nobody (market only). */
export type LiveCaller =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'investor'; readonly userId: number; readonly tokenHash: string }
  | {
      readonly kind: 'staff'
      readonly staffId: number
      readonly roles: readonly Staff.StaffRole[]
      readonly tokenHash: string
    }
