import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { PagedListState } from './pagedListStore.js'

/** Selects from any paged list store (markets, searches, watchlist, news, positions' tabs). */
export const usePagedList = <Item, Filter, T>(
  store: StoreApi<PagedListState<Item, Filter>>,
  select: (state: PagedListState<Item, Filter>) => T,
): T => useStore(store, select)
