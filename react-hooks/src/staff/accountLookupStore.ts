import { createStore, type StoreApi } from 'zustand/vanilla'
import { createPollingSlot, type PollingDependencies } from '../poller.js'
import type { StaffClient, StaffDataOf } from './staffClient.js'

/** The whole account of one investor, as `/staff-api/users/lookup` answers it (decoded). */
export type LookedUpAccount = StaffDataOf<'/users/lookup'>

/** The account screen's tabs, in order. */
export const accountTabs = [
  'balances',
  'positions',
  'orders',
  'fundFlow',
  'withdrawals',
  'financing',
  'welfare',
  'identity',
  'closedPositions',
  'sessions',
] as const
export type AccountTab = (typeof accountTabs)[number]

/** How often the open account is looked up again (each look-up is audited, so not faster). */
export const accountRefreshMs = 10_000

export interface AccountLookupState {
  /** The phone typed in the search box: digits only, at most 10. */
  readonly phone: string
  readonly account: LookedUpAccount | undefined
  readonly loading: boolean
  /** The server's refusal (unknown phone, wrong role) or why there was no answer. */
  readonly error: string | undefined
  readonly tab: AccountTab
  /** When the account shown was read (ms), for "updated 3 s ago". */
  readonly loadedAt: number | undefined
  typePhone(text: string): void
  /** Looks up the typed phone; on success the account shows and live refresh starts. */
  search(): Promise<void>
  refresh(): Promise<void>
  /** Moves `step` tabs to the right (negative: left), wrapping. */
  moveTab(step: number): void
  /** Back to the search box: stops the live refresh. */
  close(): void
}

/**
 * The console's account look-up (DECISIONS §16): search by phone, the whole account with its tabs (balances,
 * positions with live prices and distance to liquidation, fund flow, withdrawals, identity), refreshed every
 * `accountRefreshMs` while open. `now` is the host's clock (a parameter, so tests fix it).
 */
export const createAccountLookupStore = (
  client: StaffClient,
  deps: PollingDependencies & { readonly now?: () => number } = {},
): StoreApi<AccountLookupState> => {
  const now = deps.now ?? (() => Date.now())
  const polling = createPollingSlot(accountRefreshMs, deps)
  const store = createStore<AccountLookupState>()((set, get) => {
    const load = async (phone: string) => {
      set({ loading: true })
      const result = await client.call('/users/lookup', { phone })
      if (result.ok) set({ account: result.data, loading: false, error: undefined, loadedAt: now() })
      else set({ loading: false, error: result.failure.msg })
      return result.ok
    }
    return {
      phone: '',
      account: undefined,
      loading: false,
      error: undefined,
      tab: 'balances',
      loadedAt: undefined,
      typePhone: (text) => set({ phone: text.replace(/\D/g, '').slice(0, 10), error: undefined }),
      search: async () => {
        polling.stop()
        set({ account: undefined, tab: 'balances' })
        const phone = get().phone
        if (!(await load(phone))) return
        // The poller runs at once when started: that first run is the look-up just made.
        let first = true
        polling.start(async () => {
          if (first) first = false
          else await load(phone)
        })
      },
      refresh: async () => {
        const account = get().account
        if (account) await load(account.user.phone)
      },
      moveTab: (step) => {
        const index = accountTabs.indexOf(get().tab)
        const next = (index + step + accountTabs.length * 4) % accountTabs.length
        set({ tab: accountTabs[next] ?? 'balances' })
      },
      close: () => {
        polling.stop()
        set({ account: undefined, error: undefined, loadedAt: undefined })
      },
    }
  })
  return store
}
