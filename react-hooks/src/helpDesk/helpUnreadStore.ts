import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../apiClient.js'

export interface HelpUnreadState {
  /** Requests with a reply the investor has not opened: the badge on My and the tab bar (0 hides it). */
  readonly count: number
  /** `/user/helpDesk/unread.do`; a failure (signed out, offline) leaves the badge hidden. */
  load(): Promise<void>
}

/** The help desk's unread badge (DECISIONS §22), small enough for the shell's entry. */
export const createHelpUnreadStore = (client: ApiClient): StoreApi<HelpUnreadState> =>
  createStore<HelpUnreadState>()((set) => ({
    count: 0,
    load: async () => {
      const result = await client.call('/user/helpDesk/unread.do', {})
      set({ count: result.ok ? result.data.count : 0 })
    },
  }))
