import { useStore } from 'zustand'
import type { LiveConnection, LiveConnectionState } from './liveConnection.js'

/** Selects from the live connection (its status, whether the feed is silent and since when). */
export const useLive = <T>(store: LiveConnection, select: (state: LiveConnectionState) => T): T =>
  useStore(store, select)
