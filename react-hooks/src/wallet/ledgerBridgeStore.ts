import { Wallet } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../apiClient.js'
import type { FundFlowEntry } from './moneyLists.js'

/** Entries read per call, and the most calls one bridge makes (10 000 entries). */
const pageSize = 100
const maxPages = 100

export interface LedgerBridgeState {
  /** Core's bridge of the stock account's journal; undefined until loaded. */
  readonly bridge: Wallet.LedgerBridge | undefined
  readonly loading: boolean
  /** Reads the whole fund flow and bridges the stock account's entries to its balance. */
  load(): Promise<void>
}

/** The P&L ↔ ledger bridge of /user: opening + deposits − withdrawals − charges + realised P&L … = balance. */
export const createLedgerBridgeStore = (client: ApiClient): StoreApi<LedgerBridgeState> =>
  createStore<LedgerBridgeState>()((set) => ({
    bridge: undefined,
    loading: false,
    load: async () => {
      set({ loading: true })
      const entries: FundFlowEntry[] = []
      for (let pageNum = 1; pageNum <= maxPages; pageNum += 1) {
        const result = await client.call('/user/cash/list.do', { pageNum: String(pageNum), pageSize: String(pageSize) })
        if (!result.ok) return set({ loading: false })
        entries.push(...result.data.list)
        if (result.data.list.length < pageSize) break
      }
      set({ loading: false, bridge: Wallet.ledgerBridge(entries.filter((entry) => entry.account === 'stock')) })
    },
  }))
