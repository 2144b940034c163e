/** What the live hub counts for operators (`/metrics`, issue 36); `observability/metrics.ts` provides it. */
export interface LiveMetrics {
  socketOpened(): void
  socketGone(): void
  /** The server closed a socket, and why: `tooSlow`, `tooChatty`, `deadLink`, `sessionEnded`, `restarting`. */
  closedBy(reason: string): void
  /** A message of `channel` of `bytes` went out on a socket. */
  sent(channel: string, bytes: number): void
  /** One flush took `seconds`. */
  flushed(seconds: number): void
}

/** Counts nothing (metrics off). */
export const noLiveMetrics: LiveMetrics = {
  socketOpened: () => undefined,
  socketGone: () => undefined,
  closedBy: () => undefined,
  sent: () => undefined,
  flushed: () => undefined,
}
