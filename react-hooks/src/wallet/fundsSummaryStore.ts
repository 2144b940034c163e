import type { Api } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from '../apiClient.js'

export type FundsSummary = Api.DataOf<'/user/funds/summary'>

export interface FundsSummaryState {
  /** Total amount, frozen, profit and loss, balance (spec 001 §3); undefined until loaded. */
  readonly summary: FundsSummary | undefined
  readonly failure: ApiFailure | undefined
  load(): Promise<void>
}

/** `/user/funds/summary`, the four totals of /user and /wallet. */
export const createFundsSummaryStore = (client: ApiClient): StoreApi<FundsSummaryState> =>
  createStore<FundsSummaryState>()((set) => ({
    summary: undefined,
    failure: undefined,
    load: async () => {
      const result = await client.call('/user/funds/summary', {})
      set(result.ok ? { summary: result.data, failure: undefined } : { failure: result.failure })
    },
  }))
