import type { Api } from '@bourse/core'
import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../apiClient.js'
import { createPagedListStore, type PagedListState } from '../pagedListStore.js'

export type RechargeRecord = Api.DataOf<'/user/recharge/list.do'>['list'][number]
export type FundFlowEntry = Api.DataOf<'/user/cash/list.do'>['list'][number]

/** The fund flow pages by 10 (spec 001 §9). */
export const fundFlowPageSize = 10

const page = (pageNum: number, pageSize: number) => ({ pageNum: String(pageNum), pageSize: String(pageSize) })

/** Top-up records (/rechargelist, /FundingDetails): 15 a page, newest first. */
export const createRechargeRecordsStore = (client: ApiClient): StoreApi<PagedListState<RechargeRecord, null>> =>
  createPagedListStore<RechargeRecord, null>({
    initialFilter: null,
    load: (_, pageNum, pageSize) => client.call('/user/recharge/list.do', page(pageNum, pageSize)),
  })

/** The fund flow, every journal entry of the user's accounts (/FundingDetails): 10 a page. */
export const createFundFlowStore = (client: ApiClient): StoreApi<PagedListState<FundFlowEntry, null>> =>
  createPagedListStore<FundFlowEntry, null>({
    initialFilter: null,
    pageSize: fundFlowPageSize,
    load: (_, pageNum, pageSize) => client.call('/user/cash/list.do', page(pageNum, pageSize)),
  })
