import { Wallet } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../apiClient.js'
import type { FundFlowEntry } from './moneyLists.js'

/** Entries read per call, and the most calls one bridge makes (10 000 entries). */
const pageSize = 100
const maxPages = 100

export interface LedgerBridgeState {
  /** Core's bridge of the journal of the accounts asked for (the stock account unless told); undefined until loaded. */
  readonly bridge: Wallet.LedgerBridge | undefined
  /** Every fund-flow entry read, newest first (for the timelines). */
  readonly entries: readonly FundFlowEntry[]
  readonly loading: boolean
  /**
   * Reads the whole fund flow and bridges the entries of `accounts` (their balances' prefix: `stock`, `index`,
   * `futures`, `financing`; the card's accounts give the card's total assets) to their balances.
   */
  load(accounts?: readonly string[]): Promise<void>
  /** Core's timeline of one record: created at `createdAt`, then its journal entries (by `reference`). */
  timeline(createdAt: number, reference: string): readonly Wallet.TimelineStep[]
}

/**
 * The whole fund flow, read once per `load`: the P&L ↔ ledger bridge of /user (opening + deposits − withdrawals −
 * charges + realised P&L … = balance) and the timeline of each recharge and withdrawal on /FundingDetails.
 */
export const createLedgerBridgeStore = (client: ApiClient): StoreApi<LedgerBridgeState> =>
  createStore<LedgerBridgeState>()((set, get) => ({
    bridge: undefined,
    entries: [],
    loading: false,
    timeline: (createdAt, reference) => Wallet.recordTimeline(createdAt, reference, get().entries),
    load: async (accounts = ['stock']) => {
      set({ loading: true })
      const entries: FundFlowEntry[] = []
      for (let pageNum = 1; pageNum <= maxPages; pageNum += 1) {
        const result = await client.call('/user/cash/list.do', { pageNum: String(pageNum), pageSize: String(pageSize) })
        if (!result.ok) return set({ loading: false })
        entries.push(...result.data.list)
        if (result.data.list.length < pageSize) break
      }
      set({
        loading: false,
        entries,
        // By sub-balance (`balance`): financing lines read "stock" in `account` but move `financing.*` balances.
        bridge: Wallet.ledgerBridge(entries.filter((entry) => accounts.includes(entry.balance.split('.')[0] ?? ''))),
      })
    },
  }))
