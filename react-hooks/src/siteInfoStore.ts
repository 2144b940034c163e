import type { Api } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from './apiClient.js'

export type SiteInfo = Api.DataOf<'/api/site/getInfo.do'>

export interface SiteInfoState {
  readonly info: SiteInfo | undefined
  readonly failure: ApiFailure | undefined
  /** `/api/site/getInfo.do`, once per app start (a failed load may be retried). */
  load(): Promise<SiteInfo | undefined>
}

/** Site name, trade agreement title and text, company info, notice and calendar mode (spec 000 §7 "site info"). */
export const createSiteInfoStore = (client: ApiClient): StoreApi<SiteInfoState> => {
  let loading: Promise<SiteInfo | undefined> | undefined
  return createStore<SiteInfoState>()((set, get) => ({
    info: undefined,
    failure: undefined,
    load: () => {
      const known = get().info
      if (known !== undefined) return Promise.resolve(known)
      loading ??= client.call('/api/site/getInfo.do', {}).then((result) => {
        loading = undefined
        set(result.ok ? { info: result.data, failure: undefined } : { failure: result.failure })
        return result.ok ? result.data : undefined
      })
      return loading
    },
  }))
}

/** The "demo market" banner shows while the server runs the always-open demo calendar (DECISIONS §9). */
export const isDemoMarket = (state: SiteInfoState): boolean => state.info?.calendarMode === 'demo'
