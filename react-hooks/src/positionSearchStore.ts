import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from './apiClient.js'
import { createPagedListStore, type PagedListState } from './pagedListStore.js'
import type { Position } from './positionsStore.js'
import type { Timers } from './timers.js'

/** The list fetch debounce of the position search boxes (spec 000 §9). */
export const positionSearchDebounceMs = 500

/**
 * What a position search box sends (`/user/position/list.do` filters are substrings, and-ed): digits search the
 * code, anything else the spelling; an empty box lists every position of the state.
 */
export const positionSearchFilter = (keyword: string): { stockCode?: string; stockSpell?: string } => {
  const text = keyword.trim()
  if (text === '') return {}
  return /^\d+$/.test(text) ? { stockCode: text } : { stockSpell: text }
}

/** A position search page (open: state 0, closed: state 1) searching by code or spelling, 15 a page. */
export const createPositionSearchStore = (
  client: ApiClient,
  state: 0 | 1,
  timers?: Timers,
): StoreApi<PagedListState<Position, string>> =>
  createPagedListStore<Position, string>({
    initialFilter: '',
    debounceMs: positionSearchDebounceMs,
    ...(timers ? { timers } : {}),
    load: (keyword, pageNum, pageSize) =>
      client.call('/user/position/list.do', {
        state: String(state) as '0' | '1',
        pageNum: String(pageNum),
        pageSize: String(pageSize),
        ...positionSearchFilter(keyword),
      }),
  })
