import { type Api, type Money, totalAssets } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from './apiClient.js'

export type UserInfo = Api.DataOf<'/user/getUserInfo.do'>
export type SiteSettings = Api.DataOf<'/api/admin/getSetting.do'>

export interface AccountState {
  /** The signed-in user's info (identity, balances of the three accounts, `siteLever`); undefined until loaded. */
  readonly user: UserInfo | undefined
  readonly settings: SiteSettings | undefined
  /**
   * Core's `totalAssets`: the stock account plus the index and futures accounts the settings show
   * (`indexDisplay`, `futuresDisplay`, spec 000 §6); undefined until both user and settings are loaded.
   */
  readonly totalAssets: Money.Money | undefined
  readonly loading: boolean
  /** Why the last load failed; a `signedOut` failure sends the UI to /login or opens the login prompt. */
  readonly failure: ApiFailure | undefined
  /** `/user/getUserInfo.do`; answers the user, or undefined when there is none. */
  loadUser(): Promise<UserInfo | undefined>
  /** `/api/admin/getSetting.do`. */
  loadSettings(): Promise<SiteSettings | undefined>
  /** Forget the user (after logout or a signed-out answer). */
  clear(): void
}

/** The current user and the broker's settings, as the server answers them. */
export const createAccountStore = (client: ApiClient): StoreApi<AccountState> =>
  createStore<AccountState>()((setRaw, get) => {
    // Every change of user or settings recomputes the total.
    const set = (partial: Partial<AccountState>) => {
      setRaw(partial)
      const { user, settings } = get()
      const total = user && settings ? totalAssets(user, settings) : undefined
      if (!(total === get().totalAssets || (total && get().totalAssets?.eq(total)))) setRaw({ totalAssets: total })
    }
    return {
      user: undefined,
      settings: undefined,
      totalAssets: undefined,
      loading: false,
      failure: undefined,
      loadUser: async () => {
        set({ loading: true })
        const result = await client.call('/user/getUserInfo.do', {})
        if (result.ok) {
          set({ user: result.data, loading: false, failure: undefined })
          return result.data
        }
        set({
          loading: false,
          failure: result.failure,
          ...(result.failure.kind === 'signedOut' ? { user: undefined } : {}),
        })
        return undefined
      },
      loadSettings: async () => {
        const result = await client.call('/api/admin/getSetting.do', {})
        if (result.ok) set({ settings: result.data })
        else set({ failure: result.failure })
        return result.ok ? result.data : undefined
      },
      clear: () => set({ user: undefined, failure: undefined }),
    }
  })
