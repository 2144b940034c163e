import type { Api } from '@bourse/core'
import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from './apiClient.js'
import { createPagedListStore, type PagedListState } from './pagedListStore.js'
import type { Timers } from './timers.js'

export type StockRow = Api.DataOf<'/api/stock/getStock.do'>['list'][number]
export type IndexRow = Api.DataOf<'/api/index/queryListIndex.do'>['list'][number]
export type StrongBuyRow = Api.DataOf<'/api/stock/getVipList.do'>['list'][number]
export type NewsItem = Api.DataOf<'/api/news/list.do'>['list'][number]

/** Search debounce times of the spec (spec 000 §9), in ms. */
export const searchDebounce = { markets: 1000, stockSearch: 1500, strongBuy: 2000 } as const

/** A market tab's filter: market (`stockType`), board (`stockPlate`) and the search box. */
export interface MarketFilter {
  readonly stockType?: Api.Endpoints['/api/stock/getStock.do']['payload']['Encoded']['stockType'] | undefined
  readonly stockPlate?: string | undefined
  readonly keyWords?: string | undefined
}

const blank = (text: string | undefined) => text === undefined || text.trim() === ''

/** The favourites tab's code search keeps only letters and digits (spec 000 §5). */
export const stockCodeSearchText = (text: string): string => text.replace(/[^A-Za-z0-9]/g, '')

const keywords = (text: string | undefined): { keyWords?: string } =>
  text === undefined || blank(text) ? {} : { keyWords: text.trim() }

/** The market list (`/api/stock/getStock.do`) by tab, with its search box (1 000 ms debounce). */
export const createMarketListStore = (
  client: ApiClient,
  timers?: Timers,
): StoreApi<PagedListState<StockRow, MarketFilter>> =>
  createPagedListStore<StockRow, MarketFilter>({
    initialFilter: {},
    debounceMs: searchDebounce.markets,
    ...(timers ? { timers } : {}),
    load: (filter, pageNum, pageSize) =>
      client.call('/api/stock/getStock.do', {
        pageNum: String(pageNum),
        pageSize: String(pageSize),
        ...(filter.stockType ? { stockType: filter.stockType } : {}),
        ...(filter.stockPlate ? { stockPlate: filter.stockPlate } : {}),
        ...keywords(filter.keyWords),
      }),
  })

/** The stock search page (/Searchlist): code or name, 1 500 ms debounce, results cleared when the box is emptied. */
export const createStockSearchStore = (
  client: ApiClient,
  timers?: Timers,
): StoreApi<PagedListState<StockRow, string>> =>
  createPagedListStore<StockRow, string>({
    initialFilter: '',
    debounceMs: searchDebounce.stockSearch,
    isEmpty: blank,
    ...(timers ? { timers } : {}),
    load: (keyWords, pageNum, pageSize) =>
      client.call('/api/stock/getStock.do', {
        pageNum: String(pageNum),
        pageSize: String(pageSize),
        ...keywords(keyWords),
      }),
  })

/** The strong-buy search (/VipSearchlist): by code, 2 000 ms debounce. Prices are thousandths (core `Ipo.fromThousandths`). */
export const createStrongBuySearchStore = (
  client: ApiClient,
  timers?: Timers,
): StoreApi<PagedListState<StrongBuyRow, string>> =>
  createPagedListStore<StrongBuyRow, string>({
    initialFilter: '',
    debounceMs: searchDebounce.strongBuy,
    ...(timers ? { timers } : {}),
    load: (code, pageNum, pageSize) =>
      client.call('/api/stock/getVipList.do', {
        pageNum: String(pageNum),
        pageSize: String(pageSize),
        ...(blank(code) ? {} : { code: code.trim() }),
      }),
  })

/** The index list and index search (`/api/index/queryListIndex.do`), 1 000 ms debounce; refresh it every 5 s. */
export const createIndexListStore = (client: ApiClient, timers?: Timers): StoreApi<PagedListState<IndexRow, string>> =>
  createPagedListStore<IndexRow, string>({
    initialFilter: '',
    debounceMs: searchDebounce.markets,
    ...(timers ? { timers } : {}),
    load: (keyWords, pageNum, pageSize) =>
      client.call('/api/index/queryListIndex.do', {
        pageNum: String(pageNum),
        pageSize: String(pageSize),
        ...keywords(keyWords),
      }),
  })

/** News list types: 1 news, 2 economy, 4 7x24 (the home page's tabs). */
export type NewsType = 1 | 2 | 4

/** The news tabs (`/api/news/list.do`); `setFilter(type)` is the tab change. */
export const createNewsListStore = (client: ApiClient): StoreApi<PagedListState<NewsItem, NewsType>> =>
  createPagedListStore<NewsItem, NewsType>({
    initialFilter: 1,
    load: (type, pageNum, pageSize) =>
      client.call('/api/news/list.do', { type: String(type), pageNum: String(pageNum), pageSize: String(pageSize) }),
  })
