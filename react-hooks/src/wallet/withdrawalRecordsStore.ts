import { type Api, Wallet } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountRefresher } from '../accountStore.js'
import type { ApiClient } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { createPagedListStore, type PagedListState } from '../pagedListStore.js'
import { type MoneyOutcome, refusedWith } from './moneyOutcome.js'

export type WithdrawalRecord = Api.DataOf<'/user/withdraw/list.do'>['list'][number]

/** The spec's infinite scroll starts only once at least 10 withdrawals are listed (spec 001 §9). */
export const withdrawalScrollThreshold = 10

export interface WithdrawalRecordsState {
  /** The record awaiting the user's confirmation to cancel. */
  readonly confirming: WithdrawalRecord | undefined
  /** Step 1: ask to confirm; only a withdrawal under review (status 0) can be cancelled. */
  askCancel(record: WithdrawalRecord): void
  dismiss(): void
  /** Step 2: `/user/withdraw/cancel.do`, then the list and the balances again. */
  confirmCancel(): Promise<MoneyOutcome>
}

/** Withdrawal records (/cashlist, /cashWithdrawalRecord): 15 a page, cancel while under review. */
export const createWithdrawalRecordsStore = (
  client: ApiClient,
  deps: { readonly account?: AccountRefresher } = {},
): { records: StoreApi<PagedListState<WithdrawalRecord, null>>; store: StoreApi<WithdrawalRecordsState> } => {
  const records = createPagedListStore<WithdrawalRecord, null>({
    initialFilter: null,
    load: (_, pageNum, pageSize) =>
      client.call('/user/withdraw/list.do', { pageNum: String(pageNum), pageSize: String(pageSize) }),
  })
  const cancelling = createMutation(client, '/user/withdraw/cancel.do')
  const store = createStore<WithdrawalRecordsState>()((set, get) => ({
    confirming: undefined,
    askCancel: (record) => set({ confirming: Wallet.canCancelWithdrawal(record.withStatus) ? record : undefined }),
    dismiss: () => set({ confirming: undefined }),
    confirmCancel: async () => {
      const record = get().confirming
      if (!record) return { ok: false, msg: '' }
      const result = await cancelling.run({ withId: String(record.id) })
      set({ confirming: undefined })
      if (!result.ok) return refusedWith(result.failure)
      await Promise.all([records.getState().refresh(), deps.account?.getState().refresh()])
      return { ok: true, msg: result.msg }
    },
  }))
  return { records, store }
}
