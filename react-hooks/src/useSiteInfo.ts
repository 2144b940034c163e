import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { SiteInfoState } from './siteInfoStore.js'

/** Selects from the site-info store. */
export const useSiteInfo = <T>(store: StoreApi<SiteInfoState>, select: (state: SiteInfoState) => T): T =>
  useStore(store, select)
