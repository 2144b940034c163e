import { liveLimits } from './liveLimits.js'

/**
 * How long a client waits before its `attempt`-th reconnect (0 for the first): exponential from 1 s to at most
 * 60 s, each wait drawn in the upper half of its ceiling (`random01` in [0, 1)) so that clients dropped together do not return
 * together.
 *
 * @example reconnectDelay(0, 0) // → 1 000; reconnectDelay(3, 0.999…) // → just under 8 000; reconnectDelay(10, 0.5) // → 45 000
 */
export const reconnectDelay = (attempt: number, random01: number): number => {
  const ceiling = Math.min(liveLimits.reconnectMaxMs, liveLimits.reconnectMinMs * 2 ** Math.max(0, attempt))
  return Math.max(liveLimits.reconnectMinMs, Math.round(ceiling * (0.5 + 0.5 * random01)))
}
