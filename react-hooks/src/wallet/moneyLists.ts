import type { Api } from '@bourse/core'
import type { StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../apiClient.js'
import { createPagedListStore, type PagedListState } from '../pagedListStore.js'
import { createPollingSlot, type PollingDependencies, pollIntervals } from '../poller.js'

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

/**
 * While the top-up records show an order still waiting for payment, refreshes them every 5 s (the lists' interval,
 * spec 000 §9), so a payment made on the sandbox page shows as success without a reload; stops once none waits.
 */
export const watchWaitingRecharges = (
  records: StoreApi<PagedListState<RechargeRecord, null>>,
  deps: PollingDependencies = {},
): { start(): void; stop(): void } => {
  const slot = createPollingSlot(pollIntervals.list, deps)
  const waiting = () => records.getState().items.some((record) => record.orderStatus === 0)
  return {
    start: () =>
      slot.start(async () => {
        if (!waiting()) return
        await records.getState().refresh()
      }),
    stop: () => slot.stop(),
  }
}
