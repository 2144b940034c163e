/** What a client makes of a message's `seq` on its channel. */
export type SeqVerdict = 'next' | 'gap' | 'repeat'

/**
 * The client's side of `seq` (DECISIONS §25): each channel counts from 1, +1 a message. A gap (or a new socket)
 * means messages were lost, so the client takes a REST snapshot before trusting the socket again; a repeat is
 * ignored.
 */
export interface SeqTracker {
  /** Judges `seq` on `channel` and remembers it unless it is a repeat. */
  accept(channel: string, seq: number): SeqVerdict
  /** Forgets every channel (a new socket starts again at 1). */
  reset(): void
}

export const createSeqTracker = (): SeqTracker => {
  const last = new Map<string, number>()
  return {
    accept: (channel, seq) => {
      const previous = last.get(channel) ?? 0
      if (seq <= previous) return 'repeat'
      last.set(channel, seq)
      return seq === previous + 1 ? 'next' : 'gap'
    },
    reset: () => last.clear(),
  }
}
