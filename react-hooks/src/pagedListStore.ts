import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiFailure, ApiResult } from './apiClient.js'
import { hostTimers, type Timers } from './timers.js'

/** Rows per page of the spec's lists (spec 000 §9); the new-share list uses 9. */
export const defaultPageSize = 15

/** The largest page the server gives (core `Api.maxPageSize`), the cap of a refresh of everything loaded. */
const maxPageSize = 100

/** One page as every list call answers it. */
export interface Page<Item> {
  readonly list: readonly Item[]
  readonly total: number
}

export interface PagedListState<Item, Filter> {
  readonly filter: Filter
  readonly items: readonly Item[]
  /** All rows matching the filter, as the server counts them (`data.total`): the tab counts. */
  readonly total: number
  /** Pages loaded so far. */
  readonly page: number
  readonly loading: boolean
  /** True once a page came back shorter than the page size: no more to load. */
  readonly finished: boolean
  readonly failure: ApiFailure | undefined
  /** Loads the next page and appends it (infinite scroll). */
  loadMore(): Promise<void>
  /** Reloads what is loaded in one call (polling refresh), keeping the list until the answer. */
  refresh(): Promise<void>
  /** Tab change: empties the list, back to page 1 with the new filter, loads it. */
  setFilter(filter: Filter): Promise<void>
  /** As `setFilter`, after the store's debounce (search boxes); an empty search clears the results. */
  search(filter: Filter): void
}

export interface PagedListOptions<Item, Filter> {
  readonly load: (filter: Filter, pageNum: number, pageSize: number) => Promise<ApiResult<Page<Item>>>
  readonly initialFilter: Filter
  readonly pageSize?: number
  /** Debounce of `search`, in ms (spec 000 §9). */
  readonly debounceMs?: number
  /** True for a filter that shows nothing (an emptied search box): results clear, nothing loads. */
  readonly isEmpty?: (filter: Filter) => boolean
  readonly timers?: Timers
}

/** A paged list (spec 000 §4): 15 a page, finished when a page is short, reset on tab change. */
export const createPagedListStore = <Item, Filter>(
  options: PagedListOptions<Item, Filter>,
): StoreApi<PagedListState<Item, Filter>> => {
  const pageSize = options.pageSize ?? defaultPageSize
  const timers = options.timers ?? hostTimers
  // Answers of an older filter are dropped: each reset starts a new generation.
  let generation = 0
  let debounce: unknown
  return createStore<PagedListState<Item, Filter>>()((set, get) => {
    const loadMore = async () => {
      const state = get()
      if (state.loading || state.finished) return
      const mine = generation
      set({ loading: true })
      const result = await options.load(state.filter, state.page + 1, pageSize)
      if (mine !== generation) return
      if (!result.ok) return set({ loading: false, failure: result.failure })
      set({
        items: [...get().items, ...result.data.list],
        total: result.data.total,
        page: state.page + 1,
        loading: false,
        finished: result.data.list.length < pageSize,
        failure: undefined,
      })
    }
    const setFilter = async (filter: Filter) => {
      generation += 1
      set({ filter, items: [], total: 0, page: 0, loading: false, finished: false, failure: undefined })
      if (options.isEmpty?.(filter)) return set({ finished: true })
      await loadMore()
    }
    return {
      filter: options.initialFilter,
      items: [],
      total: 0,
      page: 0,
      loading: false,
      finished: false,
      failure: undefined,
      loadMore,
      setFilter,
      refresh: async () => {
        const state = get()
        if (state.page === 0) return loadMore()
        const mine = generation
        const size = Math.min(maxPageSize, Math.max(state.items.length, pageSize))
        const result = await options.load(state.filter, 1, size)
        if (mine !== generation) return
        if (!result.ok) return set({ failure: result.failure })
        set({
          items: result.data.list,
          total: result.data.total,
          page: Math.max(1, Math.ceil(result.data.list.length / pageSize)),
          finished: result.data.list.length < size,
          failure: undefined,
        })
      },
      search: (filter) => {
        if (debounce !== undefined) timers.clearTimeout(debounce)
        generation += 1
        set({ filter })
        if (options.isEmpty?.(filter)) {
          debounce = undefined
          void setFilter(filter)
          return
        }
        debounce = timers.setTimeout(() => {
          debounce = undefined
          void setFilter(filter)
        }, options.debounceMs ?? 0)
      },
    }
  })
}
