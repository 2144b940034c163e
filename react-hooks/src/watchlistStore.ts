import type { Api } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiResult } from './apiClient.js'
import { createMutation } from './createMutation.js'
import { searchDebounce, stockCodeSearchText } from './marketLists.js'
import { createPagedListStore, type PagedListState } from './pagedListStore.js'
import type { Timers } from './timers.js'

export type WatchlistRow = Api.DataOf<'/user/option/list.do'>['list'][number]

export interface WatchlistState {
  /** Whether each code looked at is a favourite (the stock detail's toggle): 1 yes, 0 no. */
  readonly flags: Readonly<Record<string, 0 | 1>>
  /** `/user/isOption.do`. */
  check(code: string): Promise<void>
  add(code: string): Promise<ApiResult<null>>
  remove(code: string): Promise<ApiResult<null>>
  /** Adds or removes, by the current flag. */
  toggle(code: string): Promise<ApiResult<null>>
}

/** The favourites list (search box strips all but letters and digits, 1 000 ms debounce) and the add/remove toggle. */
export const createWatchlistStore = (
  client: ApiClient,
  timers?: Timers,
): { store: StoreApi<WatchlistState>; list: StoreApi<PagedListState<WatchlistRow, string>> } => {
  const list = createPagedListStore<WatchlistRow, string>({
    initialFilter: '',
    debounceMs: searchDebounce.markets,
    ...(timers ? { timers } : {}),
    load: (text, pageNum, pageSize) => {
      const keyWords = stockCodeSearchText(text)
      return client.call('/user/option/list.do', {
        pageNum: String(pageNum),
        pageSize: String(pageSize),
        ...(keyWords === '' ? {} : { keyWords }),
      })
    },
  })
  const adding = createMutation(client, '/user/addOption.do')
  const removing = createMutation(client, '/user/delOption.do')
  const store = createStore<WatchlistState>()((set, get) => {
    const flag = (code: string, value: 0 | 1) => set({ flags: { ...get().flags, [code]: value } })
    const after = async (result: ApiResult<null>, code: string, value: 0 | 1) => {
      if (result.ok) {
        flag(code, value)
        await list.getState().setFilter(list.getState().filter)
      }
      return result
    }
    return {
      flags: {},
      check: async (code) => {
        const result = await client.call('/user/isOption.do', { code })
        if (result.ok) flag(code, result.data)
      },
      add: async (code) => after(await adding.run({ code }), code, 1),
      remove: async (code) => after(await removing.run({ code }), code, 0),
      toggle: (code) => (get().flags[code] === 1 ? get().remove(code) : get().add(code)),
    }
  })
  return { store, list }
}
