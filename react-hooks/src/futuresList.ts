import type { Api } from '@bourse/core'
import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from './apiClient.js'
import { createPagedListStore, type PagedListState } from './pagedListStore.js'

export type FuturesRow = Api.DataOf<'/api/futures/queryList.do'>['list'][number]

/** The gold futures contract's code in the simulator's universe (DECISIONS §7: /buyGold trades it). */
export const goldFuturesCode = 'GC'

/** The futures list (`/api/futures/queryList.do`, gold is `GC`), 15 a page. */
export const createFuturesListStore = (client: ApiClient): StoreApi<PagedListState<FuturesRow, null>> =>
  createPagedListStore<FuturesRow, null>({
    initialFilter: null,
    load: (_, pageNum, pageSize) =>
      client.call('/api/futures/queryList.do', { pageNum: String(pageNum), pageSize: String(pageSize) }),
  })
