import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../apiClient.js'
import type { LiveConnection } from '../live/liveConnection.js'

/** What fired, as the investor's messages word it. */
export interface FiringNotice {
  readonly topic: 'alert' | 'gtt'
  /** The alert's or the GTT's id. */
  readonly ref: string
  /** The message's text in the interface language ("Alert: … price >= 55.00 — now 55.10"). */
  readonly text: string
}

export interface FiringNoticeState {
  /** The latest firing not dismissed yet. */
  readonly notice: FiringNotice | undefined
  dismiss(): void
  /** Hears the live socket's account channel; answers the unsubscribe. */
  follow(live: LiveConnection): () => void
}

/**
 * The in-app notice of an alert or a GTT that fired (issue 30): the account channel names what fired (never a text
 * or a balance), and the newest of the investor's messages — written in the same transaction as the firing — says
 * it in the interface language.
 */
export const createFiringNoticeStore = (client: ApiClient): StoreApi<FiringNoticeState> =>
  createStore<FiringNoticeState>()((set) => {
    const show = async (topic: 'alert' | 'gtt', ref: string) => {
      const messages = await client.call('/user/cash/getMessagelist.do', {})
      const newest = messages.ok ? messages.data.list[0] : undefined
      if (newest) set({ notice: { topic, ref, text: newest.content } })
    }
    return {
      notice: undefined,
      dismiss: () => set({ notice: undefined }),
      follow: (live) =>
        live.getState().listen((event) => {
          if (event.kind !== 'account') return
          const fired = event.changes.findLast((change) => change.topic === 'alert' || change.topic === 'gtt')
          if (fired && (fired.topic === 'alert' || fired.topic === 'gtt')) void show(fired.topic, fired.ref ?? '')
        }),
    }
  })
