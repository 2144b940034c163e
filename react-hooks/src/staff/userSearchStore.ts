import { createStore, type StoreApi } from 'zustand/vanilla'
import type { StaffClient, StaffDataOf } from './staffClient.js'

export type UserSearchHit = StaffDataOf<'/users/search'>[number]

export interface UserSearchState {
  /** The investors found, with how each matched; empty before a search. */
  readonly hits: readonly UserSearchHit[]
  readonly selected: number
  readonly searched: string | undefined
  readonly loading: boolean
  readonly error: string | undefined
  /** `/staff-api/users/search` (audited): part of a name or phone, last 4 of an ID or card, a record number. */
  find(text: string): Promise<void>
  moveSelection(step: number): void
  clear(): void
}

/** The console's search for an investor when the exact phone is not at hand (issue 22). */
export const createUserSearchStore = (client: StaffClient): StoreApi<UserSearchState> =>
  createStore<UserSearchState>()((set, get) => ({
    hits: [],
    selected: 0,
    searched: undefined,
    loading: false,
    error: undefined,
    find: async (text) => {
      set({ loading: true, error: undefined })
      const result = await client.call('/users/search', { q: text })
      set(
        result.ok
          ? { hits: result.data, selected: 0, searched: text, loading: false }
          : { hits: [], selected: 0, searched: text, loading: false, error: result.failure.msg },
      )
    },
    moveSelection: (step) => {
      const count = get().hits.length
      if (count > 0) set({ selected: Math.max(0, Math.min(count - 1, get().selected + step)) })
    },
    clear: () => set({ hits: [], selected: 0, searched: undefined, error: undefined }),
  }))
