import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../apiClient.js'
import type { StockRow } from '../marketLists.js'
import { createPagedListStore, type PagedListState } from '../pagedListStore.js'

/**
 * The day's suspended stocks (/stopRecovery, `/api/stock/getStop.do`), 15 a page: they never tick and refuse orders
 * (DECISIONS §2 check 4). The server answers no resumption dates, so the list is what is suspended now.
 */
export const createSuspendedStocksStore = (client: ApiClient): StoreApi<PagedListState<StockRow, null>> =>
  createPagedListStore<StockRow, null>({
    initialFilter: null,
    load: (_, pageNum, pageSize) =>
      client.call('/api/stock/getStop.do', { pageNum: String(pageNum), pageSize: String(pageSize) }),
  })
