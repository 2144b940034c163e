import type { Live } from '@bourse/core'

const channels = new Set(['quote', 'account', 'staff', 'system'])

/**
 * A server frame as a live message (core's `Live.LiveMessage`), or `undefined` when it is not one. Checks what the
 * connection relies on — the channel, `seq`, `t`, and `data` an array where the channel has one — by hand rather
 * than with core's Schema: the web app's entry holds this, and effect loads in a chunk of its own after it.
 */
export const readLiveMessage = (text: unknown): Live.LiveMessage | undefined => {
  if (typeof text !== 'string') return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const message = value as { ch?: unknown; seq?: unknown; t?: unknown; data?: unknown; type?: unknown }
  if (typeof message.ch !== 'string' || !channels.has(message.ch)) return undefined
  if (!Number.isInteger(message.seq) || (message.seq as number) < 1 || typeof message.t !== 'number') return undefined
  if (message.ch === 'system') return typeof message.type === 'string' ? (value as Live.SystemMessage) : undefined
  return Array.isArray(message.data) ? (value as Live.LiveMessage) : undefined
}
